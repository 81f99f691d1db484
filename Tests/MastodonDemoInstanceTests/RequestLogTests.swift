import Foundation
import MastodonDemoInstance
import Testing

@Suite struct RequestLogTests {
    @Test func everyRequestIsLoggedInOrder() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        #expect(instance.requestCount == 0)
        _ = try await client.get("/api/v1/timelines/public?limit=3")
        _ = try await client.get("/api/v1/timelines/home", token: "t")
        _ = try await client.get("/api/v1/timelines/home")
        let target = try #require(instance.world.publicTimeline().first)
        _ = try await client.post("/api/v1/statuses/\(target.id)/favourite")
        #expect(instance.requestCount == 4)
        let log = instance.requests
        #expect(log.map(\.method) == ["GET", "GET", "GET", "POST"])
        #expect(log.map(\.hadAuthorization) == [false, true, false, true])
        #expect(log.map(\.statusCode) == [200, 200, 401, 200])
        #expect(
            log[0].url.absoluteString == "\(instance.baseURL.absoluteString)/api/v1/timelines/public?limit=3")
        let remaining = try await client.get("/api/v1/timelines/public").headers["X-RateLimit-Remaining"]
        #expect(remaining == "295")
        instance.resetRequestLog()
        #expect(instance.requestCount == 0)
    }
}
