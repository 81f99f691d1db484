import Foundation
import LoopbackHTTP
import MastodonAPI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Redirects through the real `URLSession` stack, against two loopback listeners: the instance and
/// another origin that must never see the token.
@Suite struct RedirectTests {
    static let token = "redirect-secret-token"

    @Test(arguments: [301, 302, 303, 307, 308])
    func givenRedirectToAnotherHost_whenLoading_thenRefusedAndTheOtherOriginGetsNothing(status: Int)
        async throws
    {
        let instance = try LoopbackServer()
        let other = try LoopbackServer(host: "127.0.0.2")
        defer {
            instance.stop()
            other.stop()
        }
        let target = other.url("/api/v1/timelines/public")
        instance.handler = { _ in .redirect(status, to: target) }
        other.handler = { _ in .json("[]") }

        let error = await #expect(throws: MastodonError.self) {
            try await instance.client(token: Self.token).timeline(.public())
        }

        #expect(error == .crossOriginRedirect(try #require(URL(string: target))))
        #expect(
            error?.description
                == "Refused to follow a redirect to another origin: http://127.0.0.2:\(other.port)")
        #expect(instance.requests.count == 1)
        #expect(instance.requests.first?.header("Authorization") == "Bearer \(Self.token)")
        #expect(other.connectionCount == 0)
        #expect(!other.requests.contains { $0.header("Authorization") != nil })
    }

    @Test func givenRedirectToAnotherPortOfTheSameHost_whenLoading_thenRefused() async throws {
        let instance = try LoopbackServer()
        let other = try LoopbackServer()
        defer {
            instance.stop()
            other.stop()
        }
        let target = other.url("/api/v1/statuses/1")
        instance.handler = { _ in .redirect(302, to: target) }
        other.handler = { _ in .json("{}") }

        await #expect(throws: MastodonError.crossOriginRedirect(try #require(URL(string: target)))) {
            try await instance.client(token: Self.token).status(id: "1")
        }
        #expect(other.connectionCount == 0)
        #expect(other.requests.isEmpty)
    }

    @Test func givenRelativeRedirectWithinTheOrigin_whenLoading_thenFollowedWithTheToken() async throws {
        let instance = try LoopbackServer()
        defer { instance.stop() }
        instance.handler = { request in
            request.path == "/api/v1/timelines/public"
                ? .redirect(307, to: "/api/v2/moved?limit=1")
                : .json(TimelineFixtures.statuses(ids: [7], tag: "x"))
        }

        let page = try await instance.client(token: Self.token).timeline(.public(), limit: 1)

        #expect(page.statuses.map(\.id) == ["7"])
        #expect(
            instance.requests.map(\.target) == ["/api/v1/timelines/public?limit=1", "/api/v2/moved?limit=1"])
        #expect(instance.requests.allSatisfy { $0.header("Authorization") == "Bearer \(Self.token)" })
    }

    @Test func givenARedirectLoop_whenLoading_thenGivesUpWithATransportError() async throws {
        let instance = try LoopbackServer()
        defer { instance.stop() }
        let loop = instance.url("/loop")
        instance.handler = { _ in .redirect(302, to: loop) }

        let error = await #expect(throws: MastodonError.self) {
            try await instance.client(token: Self.token).timeline(.public())
        }

        #expect(error?.description == "Network error: GET \(loop): too many redirects")
        #expect(instance.requests.count == 6)
    }
}
