import Foundation
import LoopbackHTTP
import MastodonAPI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every error made from a request names it, method and URL with its port, and holds nothing secret;
/// an answer no Mastodon server gives says so.
@Suite struct RequestInErrorTests {
    @Test(arguments: [
        (
            "https://Mastodon.Social/api/v1/timelines/public?limit=20",
            "https://mastodon.social:443/api/v1/timelines/public?limit=20"
        ),
        ("http://127.0.0.1/api/v1/statuses/1", "http://127.0.0.1:80/api/v1/statuses/1"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080/"),
        ("http://[::1]:3000/api/v1/notifications", "http://[::1]:3000/api/v1/notifications"),
        (
            "https://ada:hunter2@example.test/api/v1/statuses/1#reply",
            "https://example.test:443/api/v1/statuses/1"
        ),
        (
            "https://example.test/p?max_id=9&access_token=abc&client_secret=x&Password=y&access%5Ftoken=z&code=1",
            "https://example.test:443/p?max_id=9&access_token=REDACTED&client_secret=REDACTED&Password=REDACTED"
                + "&access%5Ftoken=REDACTED&code=REDACTED"
        ),
    ])
    func givenAURL_whenNamedInAnError_thenThePortIsShownAndNothingSecretIs(url: String, text: String) throws {
        let request = MastodonRequest(method: "GET", url: try #require(URL(string: url)))

        #expect(request.description == "GET \(text)")
        #expect(
            !request.url.absoluteString.contains("hunter2") && !request.url.absoluteString.contains("abc"))
    }

    @Test func givenAWebServerAnsweringHTML404_whenLoading_thenTheErrorNamesTheRequestAndIsNotMastodonLike()
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in
            LoopbackResponse(
                status: 404, headers: [("Content-Type", "text/html")], body: Data("<html>gone</html>".utf8))
        }

        let error = await #expect(throws: MastodonError.self) {
            try await server.client().timeline(.public(), limit: 20)
        }

        #expect(
            error?.description
                == "GET http://127.0.0.1:\(server.port)/api/v1/timelines/public?limit=20: HTTP 404 Not Found "
                + "(an HTML page, not JSON)")
        #expect(error?.suggestsNonMastodonServer == true)
    }

    @Test(arguments: [
        (404, #"{"error": "Record not found"}"#, false), (404, #"{"detail": "Not Found"}"#, true),
        (502, "<html>Bad Gateway</html>", false), (403, "<html>Forbidden</html>", false),
    ])
    func givenAnErrorAnswer_whenMapped_thenOnlyA404WithoutMastodonsErrorIsNotMastodonLike(
        status: Int, body: String, unlike: Bool
    ) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in LoopbackResponse(status: status, body: Data(body.utf8)) }

        let error = await #expect(throws: MastodonError.self) {
            try await server.client().status(id: "1")
        }

        #expect(error?.statusCode == status)
        #expect(error?.suggestsNonMastodonServer == unlike)
        #expect(
            error?.description.hasPrefix("GET http://127.0.0.1:\(server.port)/api/v1/statuses/1: ") == true)
    }

    @Test(arguments: [
        ("Welcome!", DecodingMismatch.notJSON(.text), true), ("", .notJSON(.empty), true),
        (#"{"id": "1"}"#, .topLevel, true), (#"[{"id": "1"}]"#, .inside, false),
        (#"[{"id": "1""#, .malformed, false),
    ])
    func givenASuccessThatIsNoStatusList_whenLoading_thenTheErrorSaysHowFarOffItIs(
        body: String, mismatch: DecodingMismatch, unlike: Bool
    ) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in LoopbackResponse(body: Data(body.utf8)) }

        let error = await #expect(throws: MastodonError.self) {
            try await server.client().timeline(.public())
        }

        guard case .decoding(_, let request, let expected, let found) = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(request?.description == "GET http://127.0.0.1:\(server.port)/api/v1/timelines/public")
        #expect(expected == "a Mastodon status list")
        #expect(found == mismatch)
        #expect(error?.suggestsNonMastodonServer == unlike)
    }

    @Test func givenNothingListening_whenLoading_thenTheTransportErrorNamesTheRequest() async throws {
        let refusing = try #require(RefusingPort())
        let client = try MastodonClient(
            instance: refusing.baseURL, session: URLSession(configuration: .ephemeral))

        let error = await #expect(throws: MastodonError.self) {
            try await client.status(id: "1")
        }

        #expect(
            error?.description
                == "Network error: GET http://127.0.0.1:\(refusing.port)/api/v1/statuses/1: cannot connect to host"
        )
    }
}
