import Foundation
import LoopbackHTTP
import MastodonAPI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posting and deleting through the real `URLSession` stack: the request line, the form body and the
/// headers as a Mastodon server receives them.
@Suite struct StatusWritingRequestTests {
    static let token = "writing-secret-token"

    @Test func givenANewStatus_whenPosted_thenAFormWithTheTokenAndAnIdempotencyKeyIsSent() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(StatusFixtures.anonymous) }

        let posted = try await server.client(token: Self.token).post(
            NewStatus(text: "Hello & good night, café!", visibility: .unlisted, inReplyToID: "7"),
            idempotencyKey: "key-1")

        #expect(posted.id == "110000000000000001")
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.target == "/api/v1/statuses")
        #expect(
            request.bodyText
                == "status=Hello%20%26%20good%20night%2C%20caf%C3%A9%21&visibility=unlisted&in_reply_to_id=7")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.header("Idempotency-Key") == "key-1")
        #expect(request.header("Authorization") == "Bearer \(Self.token)")
    }

    @Test func givenTwoPosts_whenSentWithTheDefaultKey_thenEachHasAFreshUUID() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(StatusFixtures.anonymous) }
        let client = try server.client(token: Self.token)

        _ = try await client.post(NewStatus(text: "one"))
        _ = try await client.post(NewStatus(text: "two"))

        let keys = server.requests.compactMap { $0.header("Idempotency-Key") }
        #expect(keys.count == 2)
        #expect(Set(keys).count == 2)
        #expect(keys.allSatisfy { UUID(uuidString: $0) != nil })
        #expect(server.requests.map(\.bodyText) == ["status=one", "status=two"])
    }

    @Test func givenAStatus_whenDeleted_thenDELETEOnItsPathAndMastodonsAnswerKeepsTheRedraftText()
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        let answer = StatusFixtures.anonymous.replacingOccurrences(
            of: #""id": "110000000000000001","#, with: #""id": "110000000000000001", "text": "Hello","#)
        server.handler = { _ in .json(answer) }

        let deleted = try await server.client(token: Self.token).deleteStatus(id: "110000000000000001")

        #expect(deleted.id == "110000000000000001")
        #expect(deleted.status?.id == "110000000000000001")
        #expect(deleted.text == "Hello")
        let request = try #require(server.requests.first)
        #expect(request.method == "DELETE")
        #expect(request.target == "/api/v1/statuses/110000000000000001")
        #expect(request.header("Authorization") == "Bearer \(Self.token)")
        #expect(request.body.isEmpty)
    }

    @Test(arguments: ["{}", "", #"{"id": "9"}"#, "not json"])
    func givenAServerThatAnswersDeletionWithLittle_whenDeleted_thenItStillSucceeds(body: String)
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in LoopbackResponse(status: 200, body: Data(body.utf8)) }

        let deleted = try await server.client(token: Self.token).deleteStatus(id: "01HXYZ")

        #expect(deleted == DeletedStatus(id: "01HXYZ"))
    }

    @Test(arguments: [307, 308])
    func givenAPostRedirectedToAnotherOrigin_whenSent_thenRefusedAndTheOtherOriginGetsNothing(status: Int)
        async throws
    {
        let instance = try LoopbackServer()
        let other = try LoopbackServer(host: "127.0.0.2")
        defer {
            instance.stop()
            other.stop()
        }
        let target = other.url("/api/v1/statuses")
        instance.handler = { _ in .redirect(status, to: target) }
        other.handler = { _ in .json(StatusFixtures.anonymous) }

        await #expect(throws: MastodonError.crossOriginRedirect(try #require(URL(string: target)))) {
            try await instance.client(token: Self.token).post(NewStatus(text: "secret plans"))
        }

        #expect(instance.requests.count == 1)
        #expect(other.connectionCount == 0)
    }
}
