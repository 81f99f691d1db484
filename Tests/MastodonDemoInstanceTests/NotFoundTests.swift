import Foundation
import MastodonDemoInstance
import Testing

@Suite struct NotFoundTests {
    @Test func unknownStatusesAndPathsAnswer404() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let missing = try await client.get("/api/v1/statuses/0")
        #expect(missing.statusCode == 404)
        #expect(try missing.object()["error"] as? String == "Record not found")
        #expect(missing.headers["Content-Type"] == "application/json; charset=utf-8")
        for action in ["favourite", "unfavourite", "reblog", "unreblog", "bookmark", "unbookmark"] {
            #expect(try await client.post("/api/v1/statuses/1234/\(action)").statusCode == 404)
        }
        #expect(try await client.get("/api/v1/nothing/here").statusCode == 404)
        #expect(try await client.get("/api/v1/statuses/1234/favourite").statusCode == 404)
        let direct = try #require(
            instance.world.statuses.first {
                $0.visibility == .direct && !instance.world.isVisible($0, authenticated: true)
            }
        )
        #expect(try await client.get("/api/v1/statuses/\(direct.id)", token: "t").statusCode == 404)
    }
}
