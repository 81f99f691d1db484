import Foundation
import MastodonDemoInstance
import Testing

@Suite struct StatusDeletionTests {
    @Test func givenAPostOfTheDemoUser_whenDeleted_thenAnsweredWithItsTextAndGoneEverywhere() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let posted = try #require(instance.post("Gone soon", byAccountID: instance.world.demoAccountID))
        let url = try #require(instance.url("/api/v1/statuses/\(posted.id)"))

        let answer = try await client.send("DELETE", url: url, token: "t").object()

        #expect(answer["id"] as? String == posted.id)
        #expect(answer["text"] as? String == "Gone soon")
        #expect(instance.world.status(id: posted.id) == nil)
        #expect(try await client.get("/api/v1/statuses/\(posted.id)").statusCode == 404)
        #expect(try await !client.get("/api/v1/timelines/home", token: "t").ids().contains(posted.id))
        #expect(try await client.send("DELETE", url: url, token: "t").statusCode == 404)
    }

    @Test func givenSomeoneElsesStatus_whenDeleted_then403AndItStays() async throws {
        let instance = DemoInstance()
        let other = try #require(
            instance.world.publicTimeline().first { $0.accountID != instance.world.demoAccountID })

        let exchange = try await DemoClient(instance).send(
            "DELETE", url: try #require(instance.url("/api/v1/statuses/\(other.id)")), token: "t")

        #expect(exchange.statusCode == 403)
        #expect(try exchange.object()["error"] as? String == "This action is not allowed")
        #expect(instance.world.status(id: other.id) != nil)
    }

    @Test func givenNoToken_whenDeleting_then401() async throws {
        let instance = DemoInstance()
        let own = try #require(instance.post("mine", byAccountID: instance.world.demoAccountID))

        let exchange = try await DemoClient(instance).send(
            "DELETE", url: try #require(instance.url("/api/v1/statuses/\(own.id)")), token: nil)

        #expect(exchange.statusCode == 401)
        #expect(instance.world.status(id: own.id) != nil)
    }
}
