import Foundation
import MastodonDemoInstance
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct FailureInjectionTests {
    @Test func nthRequestIsRateLimited() async throws {
        let instance = DemoInstance(failures: [.rateLimited(on: .requestNumber(2))])
        let client = DemoClient(instance)
        #expect(try await client.get("/api/v1/timelines/public").statusCode == 200)
        let limited = try await client.get("/api/v1/timelines/public")
        #expect(limited.statusCode == 429)
        #expect(limited.headers["X-RateLimit-Reset"] == "2026-11-01T12:05:00.000000Z")
        #expect(limited.headers["X-RateLimit-Remaining"] == "0")
        #expect(try limited.object()["error"] as? String == "Too many requests")
        #expect(try await client.get("/api/v1/timelines/public").statusCode == 200)
    }

    @Test func pathRuleAnswers502WithHTMLAFixedNumberOfTimes() async throws {
        let instance = DemoInstance()
        instance.failures = [.badGateway(on: .path("/api/v1/timelines/home"), maxHits: 2)]
        let client = DemoClient(instance)
        let first = try await client.get("/api/v1/timelines/home", token: "t")
        #expect(first.statusCode == 502)
        #expect(first.headers["Content-Type"] == "text/html")
        #expect(String(decoding: first.body, as: UTF8.self).contains("<h1>502 Bad Gateway</h1>"))
        #expect(try await client.get("/api/v1/timelines/public").statusCode == 200)
        #expect(try await client.get("/api/v1/timelines/home", token: "t").statusCode == 502)
        #expect(try await client.get("/api/v1/timelines/home", token: "t").statusCode == 200)
    }

    @Test func transportFailureThrowsURLError() async throws {
        let instance = DemoInstance(failures: [.transport(.notConnectedToInternet, on: .everyRequest)])
        let client = DemoClient(instance)
        await #expect(throws: URLError.self) {
            _ = try await client.get("/api/v1/timelines/public")
        }
        #expect(instance.requests.map(\.statusCode) == [0])
    }
}
