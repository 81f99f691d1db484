import Foundation
import MastodonAPI
import MastodonDemoInstance
import Testing

/// `profile ACCT_OR_ID` through the demo instance: the account's header, then its posts.
@Suite struct ProfileScreenTests {
    private func someAccount(of world: DemoWorld) throws -> DemoAccount {
        try #require(
            world.accounts.first { account in
                account.isLocal && account.id != world.demoAccountID
                    && (world.accountStatuses(
                        accountID: account.id, authenticated: true, excludeReplies: true)?
                        .count ?? 0) > 10
            })
    }

    @Test func givenAnAddress_whenShownAsJSON_thenEveryLineCarriesTheAccountAndItsPostsWithoutReplies()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let account = try someAccount(of: instance.world)
        let expected = try #require(
            instance.world.accountStatuses(accountID: account.id, authenticated: true, excludeReplies: true))

        let run = await CommandRun.run(
            ["profile", "@" + account.acct, "--limit", "5", "--pages", "2", "--format", "json"], on: instance)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let lines = try run.jsonLines()
        #expect(lines.allSatisfy { ($0["account"] as? [String: Any])?["id"] as? String == account.id })
        let last = try #require(lines.last)
        #expect(last["ids"] as? [String] == expected.prefix(10).map(\.id))
        let header = try #require(last["account"] as? [String: Any])
        #expect(header["acct"] as? String == account.acct)
        #expect(header["display_name"] as? String == account.displayName)
        #expect(header["statuses_count"] as? Int == account.statusesCount)
        #expect(header["note"] as? String == HTMLText.plainText(fromHTML: account.note))
        let paths = instance.requests.map { $0.url.path + "?" + ($0.url.query ?? "") }
        #expect(paths.first == "/api/v1/accounts/lookup?acct=\(account.acct)")
        #expect(paths.dropFirst().allSatisfy { $0.hasPrefix("/api/v1/accounts/\(account.id)/statuses?") })
        #expect(paths.dropFirst().allSatisfy { $0.contains("exclude_replies=true") })
        #expect(instance.requests.count == 3)
    }

    @Test func givenAnID_whenShownForPeople_thenTheHeaderComesFirstAndThePostsFollow() async throws {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let account = try someAccount(of: instance.world)

        let run = await CommandRun.run(["profile", account.id, "--limit", "3"], on: instance)

        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "\(account.displayName) @\(account.acct)")
        #expect(
            lines.contains(
                "    \(account.statusesCount) posts · \(account.followingCount) following · \(account.followersCount) followers"
            ))
        #expect(run.output.contains("\n\n[1] \(account.displayName) @\(account.acct) · "))
        #expect(run.output.contains("\n[3] "))
        #expect(instance.requests.first?.url.path == "/api/v1/accounts/\(account.id)")
    }

    @Test func givenRepliesOrPinned_whenShown_thenTheQueryAsksForThem() async throws {
        let instance = DemoInstance(seed: 1)
        let account = try someAccount(of: instance.world)

        let replies = await CommandRun.run(
            ["profile", account.acct, "--replies", "--format", "json"], on: instance)
        let pinned = await CommandRun.run(
            ["profile", account.acct, "--pinned", "--format", "json"], on: instance)

        #expect(replies.status == 0 && pinned.status == 0)
        let queries = instance.requests.filter { $0.url.path.hasSuffix("/statuses") }.map {
            $0.url.query ?? ""
        }
        #expect(queries == ["", "exclude_replies=true&pinned=true"])
        let pinnedIDs = try #require(try pinned.jsonLines().last?["ids"] as? [String])
        #expect(pinnedIDs == instance.world.pinnedStatuses(accountID: account.id).map(\.id))
        #expect(try pinned.jsonLines().last?["next"] as? String == "end")
    }

    @Test func givenAnUnknownAccount_whenShownInEitherFormat_thenOneClearLineAndExit1() async throws {
        for format in ["human", "json"] {
            let instance = DemoInstance(seed: 1)

            let run = await CommandRun.run(["profile", "nobody", "--format", format], on: instance)

            #expect(run.status == 1)
            #expect(
                run.errorLines == [
                    "error: account 'nobody' not found (GET https://\(instance.host):443/api/v1/accounts/nobody: "
                        + "HTTP 404 Not Found: Record not found)"
                ])
            #expect(run.output.isEmpty)
            #expect(
                instance.requests.map(\.url.path) == ["/api/v1/accounts/lookup", "/api/v1/accounts/nobody"])
        }
    }

    @Test func givenAnAccountWithCharacterReferences_whenShown_thenNameBioAndFieldsAreDecoded() async throws {
        let account = #"""
            {"id": "9zYkC7pLq1", "username": "rene", "acct": "rene@pleroma.example.test",
             "display_name": "Ren&eacute;e &amp; co", "note": "<p>Caf&eacute; owner&nbsp;&mdash; &#x1F375;</p>",
             "fields": [{"name": "Shop &amp; caf&eacute;", "value": "<a href=\"https://c.example.test\">caf&eacute;.example</a>",
                         "verified_at": "2026-01-01T00:00:00+00:00"}],
             "followers_count": 7, "following_count": 8, "statuses_count": 9, "bot": true}
            """#
        let instance = DemoInstance(
            seed: 1,
            failures: [
                InjectedAnswers.json(account, at: "/api/v1/accounts/lookup"),
                InjectedAnswers.json("[]", at: "/api/v1/accounts/9zYkC7pLq1/statuses"),
            ])

        let human = await CommandRun.run(["profile", "rene@pleroma.example.test"], on: instance)
        let json = await CommandRun.run(
            ["profile", "rene@pleroma.example.test", "--format", "json"], on: instance)

        #expect(human.status == 0)
        #expect(
            human.output.hasPrefix(
                "Renée & co @rene@pleroma.example.test · 🤖 bot\n    Café owner — 🍵\n    Shop & café: café.example ✓\n"
                    + "    9 posts · 8 following · 7 followers\n\n"))
        #expect(human.output.hasSuffix("(no posts)\n"))
        let header = try #require(try json.jsonLines().last?["account"] as? [String: Any])
        #expect(header["display_name"] as? String == "Renée & co")
        #expect(header["note"] as? String == "Café owner — 🍵")
        let field = try #require((header["fields"] as? [[String: Any]])?.first)
        #expect(field["name"] as? String == "Shop & café" && field["verified"] as? Bool == true)
    }

    @Test func givenATerminal_whenPagingAndFavouritingOnAProfile_thenItBehavesLikeATimeline() async throws {
        let instance = DemoInstance(seed: 1)
        let account = try someAccount(of: instance.world)

        let run = await CommandRun.run(
            ["profile", account.acct, "--limit", "3"], on: instance, lines: ["n", "f 1", "q"],
            isTerminal: true)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.output.contains("\n── page 2 ──\n[4] "))
        #expect(run.output.contains("\n↳ [1] now "))
        #expect(instance.requests.map(\.method) == ["GET", "GET", "GET", "POST"])
    }
}
