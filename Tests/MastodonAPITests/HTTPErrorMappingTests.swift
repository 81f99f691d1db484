import Foundation
import MastodonAPI
import Testing

@Suite struct HTTPErrorMappingTests {
    @Test func given401WithJSONError_whenLoadingHome_thenHTTPErrorWithMessage() async throws {
        let replayed = try ReplayedClient(token: nil)
        replayed.script.on(
            "GET", replayed.url("/api/v1/timelines/home"), status: 401,
            headers: ["WWW-Authenticate": "Bearer realm=\"Doorkeeper\", error=\"invalid_token\""],
            json: #"{"error": "The access token is invalid"}"#)
        let request = MastodonRequest(
            method: "GET", url: try #require(URL(string: replayed.url("/api/v1/timelines/home"))))

        await #expect(
            throws: MastodonError.http(
                status: 401, message: "The access token is invalid", rateLimitReset: nil, request: request,
                body: .json)
        ) {
            try await replayed.client.timeline(.home)
        }
    }

    @Test func given404_whenLoadingStatus_thenHTTPErrorAndOneLineDescription() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on(
            "GET", replayed.url("/api/v1/statuses/0"), status: 404,
            headers: ["X-RateLimit-Reset": "2026-08-01T13:55:00.348080Z"],
            json: #"{"error": "Record not found"}"#)

        let error = await #expect(throws: MastodonError.self) {
            try await replayed.client.status(id: "0")
        }

        let request = MastodonRequest(
            method: "GET", url: try #require(URL(string: replayed.url("/api/v1/statuses/0"))))
        #expect(
            error
                == .http(
                    status: 404, message: "Record not found", rateLimitReset: nil, request: request,
                    body: .json))
        #expect(
            error?.description
                == "GET https://\(replayed.origin.host ?? "?"):443/api/v1/statuses/0: HTTP 404 Not Found: "
                + "Record not found")
        #expect(error?.statusCode == 404)
    }

    @Test func givenOAuthStyleError_whenMapped_thenErrorAndDescriptionCombined() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on(
            "GET", replayed.url("/api/v1/timelines/home"), status: 403,
            json:
                #"{"error": "insufficient_scope", "error_description": "This action is outside\n the scope"}"#
        )
        let request = MastodonRequest(
            method: "GET", url: try #require(URL(string: replayed.url("/api/v1/timelines/home"))))

        await #expect(
            throws: MastodonError.http(
                status: 403, message: "insufficient_scope: This action is outside the scope",
                rateLimitReset: nil, request: request, body: .json)
        ) {
            try await replayed.client.timeline(.home)
        }
    }

    @Test(arguments: [
        ("2026-08-01T13:55:00.820593Z", 1_785_592_500.820593, Duration.milliseconds(500_821)),
        ("1785592500", 1_785_592_500, Duration.seconds(500)),
    ])
    func given429WithReset_whenLoading_thenRateLimitResetParsedAndTheWaitMeasuredFromNow(
        header: String, seconds: Double, wait: Duration
    ) async throws {
        let replayed = try ReplayedClient(now: { Date(timeIntervalSince1970: 1_785_592_000) })
        replayed.script.on(
            "GET", replayed.url("/api/v1/timelines/public"), status: 429,
            headers: ["X-RateLimit-Limit": "300", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": header],
            json: #"{"error": "Too many requests"}"#)

        let error = await #expect(throws: MastodonError.self) {
            try await replayed.client.timeline(.public())
        }

        let reset = Date(timeIntervalSince1970: seconds)
        let request = MastodonRequest(
            method: "GET", url: try #require(URL(string: replayed.url("/api/v1/timelines/public"))))
        #expect(
            error
                == .http(
                    status: 429, message: "Too many requests", rateLimitReset: reset, retryAfter: wait,
                    request: request, body: .json)
        )
        #expect(error?.retryAfter == wait)
        #expect(error?.description.contains("rate limit resets at 2026-08-01T13:55:00") == true)
    }

    @Test func given502HTMLFromProxy_whenLoading_thenNoMessageAndNoHTMLInDescription() async throws {
        let replayed = try ReplayedClient()
        let html = "<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>"
        replayed.script.on(
            "GET", replayed.url("/api/v1/timelines/public"),
            .respond(ReplayReply(status: 502, headers: ["Content-Type": "text/html"], body: Data(html.utf8))))

        let error = await #expect(throws: MastodonError.self) {
            try await replayed.client.timeline(.public())
        }

        let url = "https://\(replayed.origin.host ?? "?"):443/api/v1/timelines/public"
        let request = MastodonRequest(method: "GET", url: try #require(URL(string: url)))
        #expect(error == .http(status: 502, message: nil, rateLimitReset: nil, request: request, body: .html))
        #expect(error?.description == "GET \(url): HTTP 502 Bad Gateway (an HTML page, not JSON)")
        #expect(error?.localizedDescription == "GET \(url): HTTP 502 Bad Gateway (an HTML page, not JSON)")
    }
}
