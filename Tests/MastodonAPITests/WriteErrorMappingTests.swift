import Foundation
import LoopbackHTTP
import MastodonAPI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A refused write is a typed error: the status, what kind of refusal it is, and the server's message.
@Suite struct WriteErrorMappingTests {
    @Test(arguments: [
        (401, "The access token is invalid", MastodonRejection.unauthorized),
        (403, "This action is not allowed", .forbidden),
        (404, "Record not found", .notFound),
        (422, "Validation failed: Text can't be blank", .unprocessable),
    ])
    func givenARefusal_whenPosting_thenTheErrorCarriesItsKindAndMessage(
        status: Int, message: String, rejection: MastodonRejection
    ) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = #"{"error": "\#(message)"}"#
        server.handler = { _ in .json(body, status: status) }
        let client = try server.client(token: "t")

        let error = await #expect(throws: MastodonError.self) {
            try await client.post(NewStatus(text: " "))
        }

        let url = server.url("/api/v1/statuses")
        let request = MastodonRequest(method: "POST", url: try #require(URL(string: url)))
        #expect(
            error
                == .http(status: status, message: message, rateLimitReset: nil, request: request, body: .json)
        )
        #expect(error?.rejection == rejection)
        #expect(error?.description.hasPrefix("POST \(url): HTTP \(status) ") == true)
        #expect(error?.description.hasSuffix(": \(message)") == true)
    }

    @Test func givenARefusedDeletion_whenDeleting_thenForbiddenWithTheMessage() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(#"{"error": "This action is not allowed"}"#, status: 403) }
        let client = try server.client(token: "t")

        let error = await #expect(throws: MastodonError.self) {
            try await client.deleteStatus(id: "1")
        }

        #expect(error?.rejection == .forbidden)
        #expect(
            error?.description
                == "DELETE \(server.url("/api/v1/statuses/1")): HTTP 403 Forbidden: This action is not allowed"
        )
    }

    @Test(arguments: [429, 500, 503])
    func givenAnErrorThatIsNoRefusal_whenMapped_thenNoRejection(status: Int) {
        let error = MastodonError.http(status: status, message: nil, rateLimitReset: nil)

        #expect(error.rejection == nil)
        #expect(MastodonError.transport("down").rejection == nil)
    }
}
