import Foundation
import MastodonDemoInstance
import Testing

@Suite struct FailingWritesTests {
    @Test func givenFailingWrites_whenPostingDeletingOrFavouriting_then503AndNothingChangesButReadsWork()
        async throws
    {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let own = try #require(instance.post("mine", byAccountID: instance.world.demoAccountID))
        instance.failsWrites = true
        let before = instance.world

        let post = try await client.post("/api/v1/statuses", form: "status=hi")
        let delete = try await client.send(
            "DELETE", url: try #require(instance.url("/api/v1/statuses/\(own.id)")), token: "t")
        let favourite = try await client.post("/api/v1/statuses/\(own.id)/favourite")
        let read = try await client.get("/api/v1/timelines/home", token: "t")

        for exchange in [post, delete, favourite] {
            #expect(exchange.statusCode == 503)
            #expect(
                try exchange.object()["error"] as? String
                    == "There was a temporary problem serving your request, please try again")
        }
        #expect(instance.world == before)
        #expect(read.statusCode == 200)
        #expect(try read.ids().first == own.id)
    }
}
