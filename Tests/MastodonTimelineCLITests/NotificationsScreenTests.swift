import Foundation
import MastodonAPI
import MastodonDemoInstance
import Testing

/// `--timeline notifications` through the demo instance, paged by `Link` like the other timelines.
@Suite struct NotificationsScreenTests {
    @Test func givenTheDemo_whenPagingNotificationsAsJSON_thenTheyArriveNewestFirstWithTheirStatuses()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let expected = instance.world.notifications.prefix(8)

        let run = await CommandRun.run(
            ["--timeline", "notifications", "--limit", "4", "--pages", "2", "--format", "json"], on: instance)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let last = try #require(try run.jsonLines().last)
        #expect(last["ids"] as? [String] == expected.map(\.id))
        let items = try #require(last["items"] as? [[String: Any]])
        #expect(items.map { $0["type"] as? String } == expected.map(\.type))
        for (item, notification) in zip(items, expected) {
            let status = item["status"] as? [String: Any]
            #expect(status?["id"] as? String == notification.statusID)
            #expect(item["account"] as? String == instance.world.account(id: notification.accountID)?.acct)
        }
        #expect(instance.requests.count == 2)
        #expect(
            instance.requests.allSatisfy { $0.hadAuthorization && $0.url.path == "/api/v1/notifications" })
        #expect(instance.requests.last?.url.query?.contains("max_id=\(expected[3].id)") == true)
    }

    @Test func givenTheDemo_whenNotificationsAreShownForPeople_thenEachSaysWhoDidWhat() async throws {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let world = instance.world
        let follow = try #require(world.notifications.firstIndex { $0.type == "follow" })
        let favourite = try #require(world.notifications.firstIndex { $0.type == "favourite" })
        let follower = try #require(world.account(id: world.notifications[follow].accountID))

        let run = await CommandRun.run(
            ["--timeline", "notifications", "--limit", "40", "--pages", "2"], on: instance)

        #expect(run.status == 0)
        #expect(
            run.output.contains("[\(follow + 1)] 👤 \(follower.displayName) @\(follower.acct) followed you · ")
        )
        #expect(run.output.contains("[\(favourite + 1)] ★ "))
        #expect(run.output.contains(" favourited your post · "))
        #expect(run.output.hasSuffix("── end of notifications ──\n"))
    }

    @Test func givenUnknownTypesAndAnOddNotification_whenShown_thenUnknownTypesAreNamedAndTheOddOneSkipped()
        async throws
    {
        let body = #"""
            [{"id": "9", "type": "pleroma:emoji_reaction", "emoji": "👍", "created_at": "2026-05-01T09:30:00Z",
              "account": {"id": "AkAcct0001", "username": "kai", "acct": "kai@akkoma.example.test"},
              "status": {"id": "AkKoMa00000000000B", "created_at": "2026-05-01T09:00:00Z", "content": "<p>hi</p>",
                         "account": {"id": "1", "username": "demo", "acct": "demo"}}},
             {"id": "8", "type": "favourite", "created_at": "2026-05-01T09:29:00Z"},
             {"id": 7, "type": "follow", "created_at": "2026-05-01T09:28:00.000000Z",
              "account": {"id": 484000000000000009, "username": "lu", "acct": "lu@pixelfed.example.test"}}]
            """#
        let instance = DemoInstance(
            seed: 1, failures: [InjectedAnswers.json(body, at: "/api/v1/notifications")])

        let human = await CommandRun.run(["--timeline", "notifications"], on: instance)
        let json = await CommandRun.run(["--timeline", "notifications", "--format", "json"], on: instance)

        #expect(human.status == 0)
        // Too long for 80 columns: the age goes on a line of its own.
        #expect(
            human.output.contains(
                "[1] 🔔 kai @kai@akkoma.example.test sent a notification (pleroma:emoji_reaction)\n      · "))
        #expect(human.output.contains("\n[2] 👤 lu @lu@pixelfed.example.test followed you · "))
        #expect(
            human.errorLines == [
                "warning: skipped notification 8 (it could not be read): [1].account: required key is missing"
            ])
        let last = try #require(try json.jsonLines().last)
        #expect(last["ids"] as? [String] == ["9", "7"])
        let skipped = try #require(last["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["id"] as? String } == ["8"])
        #expect(skipped.first?["index"] as? Int == 1)
    }

    @Test func givenARealInstanceWithoutAToken_whenNotificationsAreAsked_thenOneLineAndNoRequest() async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(
            ["--instance", instance.baseURL.absoluteString, "--timeline", "notifications"],
            session: instance.makeSession())

        #expect(run.status == 1)
        #expect(run.errorLines == ["error: this timeline needs a user token: set MASTODON_ACCESS_TOKEN"])
        #expect(instance.requestCount == 0)
    }
}
