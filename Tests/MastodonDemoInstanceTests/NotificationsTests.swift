import Foundation
import MastodonDemoInstance
import Testing

@Suite struct NotificationsTests {
    @Test func givenTheDemoUser_whenPagingNotifications_thenEveryOneArrivesOnceNewestFirstByLink()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let client = DemoClient(instance)
        let expected = instance.world.notifications.map(\.id)
        try #require(expected.count > 6)

        var collected: [String] = []
        var page = try await client.get("/api/v1/notifications?limit=5", token: "t")
        while try !page.ids().isEmpty {
            collected += try page.ids()
            let next = try #require(page.links()["next"])
            #expect(page.links()["prev"] != nil)
            page = try await client.get(url: next, token: "t")
        }

        #expect(collected == expected)
        #expect(page.link == nil)
        #expect(zip(collected, collected.dropFirst()).allSatisfy { isOlder($1, than: $0) })
    }

    @Test func givenTheNotifications_whenRendered_thenTheyCarryTheirAccountAndStatusAsMastodonDoes()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let world = instance.world

        let body = try await DemoClient(instance).get("/api/v1/notifications?limit=80", token: "t").statuses()

        let types = Set(body.compactMap { $0["type"] as? String })
        #expect(types.isSuperset(of: ["favourite", "follow"]))
        #expect(types.isSubset(of: ["favourite", "follow", "mention", "reblog"]))
        for notification in body {
            let account = try #require(notification["account"] as? [String: Any])
            #expect(account["id"] as? String != world.demoAccountID)
            let status = notification["status"] as? [String: Any]
            #expect((status == nil) == (notification["type"] as? String == "follow"))
            if let status, notification["type"] as? String != "mention" {
                let author = try #require(status["account"] as? [String: Any])
                #expect(author["id"] as? String == world.demoAccountID)
            }
        }
    }

    @Test func givenNoToken_whenNotificationsAreRequested_then401() async throws {
        let exchange = try await DemoClient(DemoInstance(seed: 1)).get("/api/v1/notifications")

        #expect(exchange.statusCode == 401)
    }
}
