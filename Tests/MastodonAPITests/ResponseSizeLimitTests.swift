import Foundation
import LoopbackHTTP
import MastodonAPI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response is read up to a size, compressed or not: past it, the request fails, naming it.
@Suite struct ResponseSizeLimitTests {
    static func client(of server: LoopbackServer, limit: Int) throws -> MastodonClient {
        try MastodonClient(
            instance: server.baseURL, session: URLSession(configuration: .ephemeral),
            maximumResponseBytes: limit)
    }

    @Test func givenAGzipBomb_whenLoadingAPage_thenItStopsAtTheLimitWithAnErrorNamingTheRequest() async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        let bomb = DeflateBomb.gzip(inflating: 64 << 20)
        server.handler = { _ in
            LoopbackResponse(
                headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")], body: bomb)
        }
        let client = try Self.client(of: server, limit: 1 << 20)

        await #expect {
            _ = try await client.timeline(.public())
        } throws: { error in
            guard case .responseTooLarge(let method, let url, let limit)? = error as? MastodonError else {
                return false
            }
            return method == "GET" && url.path == "/api/v1/timelines/public" && limit == 1 << 20
        }
        // What was sent is under the limit: the limit counts the bytes it inflates to.
        #expect(bomb.count < 1 << 20)
    }

    @Test func givenABodyLargerThanTheLimit_whenLoading_thenItFailsAndASmallerOneIsRead() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let padding = String(repeating: " ", count: 4_000)
        server.handler = { request in
            .json(request.target.contains("limit=1") ? "[]" : "[" + padding + "]")
        }
        let client = try Self.client(of: server, limit: 2_000)

        #expect(try await client.timeline(.public(), limit: 1).isEmpty)
        await #expect(throws: MastodonError.self) { _ = try await client.timeline(.public()) }
        let message = await {
            do {
                _ = try await client.timeline(.public())
                return ""
            } catch { return "\(error)" }
        }()
        #expect(message.hasSuffix("/api/v1/timelines/public is larger than 2000 bytes; it was not read"))
    }
}
