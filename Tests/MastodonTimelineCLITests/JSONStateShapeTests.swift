import MastodonDemoInstance
import Testing

@Suite struct JSONStateShapeTests {
    @Test func givenAnyState_whenWrittenAsJSON_thenKeysAreSortedAndItemsCarryTheDocumentedFields()
        async throws
    {
        let run = await CommandRun.run(["--limit", "2", "--format", "json"], on: DemoInstance(seed: 1))

        // Piped, one line: the state the run ends with.
        #expect(run.output.split(separator: "\n").count == 1)
        #expect(run.output.hasPrefix(#"{"ids":["#))
        let last = try #require(try run.jsonLines().last)
        #expect(Set(last.keys) == ["ids", "items", "next", "prev", "state"])
        let items = try #require(last["items"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(
            items.allSatisfy {
                Set($0.keys) == [
                    "id", "account", "text", "created_at", "favourited", "reblogged", "reblogs_count",
                    "favourites_count",
                ]
            })
    }

    @Test func givenEachScreen_whenWrittenAsJSON_thenItsLinesCarryTheScreensOwnFields() async throws {
        let instance = DemoInstance(seed: 1)
        let post = try DemoThreads.middle(of: instance.world)
        let author = try #require(instance.world.account(id: post.accountID))

        let status = try await CommandRun.run(["status", post.id, "--format", "json"], on: instance)
            .jsonLines()
        let profile = try await CommandRun.run(
            ["profile", author.acct, "--limit", "2", "--format", "json"], on: instance
        )
        .jsonLines()
        let notifications = try await CommandRun.run(
            ["--timeline", "notifications", "--limit", "2", "--format", "json"], on: instance
        ).jsonLines()

        #expect(status.allSatisfy { Set($0.keys) == ["ids", "items", "next", "prev", "state", "focus"] })
        #expect(profile.allSatisfy { Set($0.keys) == ["ids", "items", "next", "prev", "state", "account"] })
        let header = try #require(profile.last?["account"] as? [String: Any])
        #expect(
            Set(header.keys) == [
                "id", "acct", "display_name", "note", "url", "followers_count", "following_count",
                "statuses_count",
                "bot", "locked", "fields",
            ])
        #expect(notifications.allSatisfy { Set($0.keys) == ["ids", "items", "next", "prev", "state"] })
        let items = try #require(notifications.last?["items"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items.allSatisfy { Set($0.keys).isSuperset(of: ["id", "type", "account", "created_at"]) })
        let threadItems = try #require(status.last?["items"] as? [[String: Any]])
        #expect(threadItems.allSatisfy { $0["depth"] is Int })
    }
}
