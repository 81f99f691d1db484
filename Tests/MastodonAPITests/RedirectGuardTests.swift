import Foundation
import Testing

@testable import MastodonAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The redirect guard is exercised directly: swift-corelibs-foundation cannot replay redirects
/// through a custom `URLProtocol`.
@Suite struct RedirectGuardTests {
    private func redirect(from source: String, to target: String) async throws -> URLRequest? {
        let sourceURL = try #require(URL(string: source))
        let targetURL = try #require(URL(string: target))
        let response = try #require(
            HTTPURLResponse(
                url: sourceURL, statusCode: 302, httpVersion: "HTTP/1.1",
                headerFields: ["Location": target]))
        var request = URLRequest(url: targetURL)
        request.setValue("Bearer secret-token", forHTTPHeaderField: "Authorization")
        let session = URLSession(configuration: .ephemeral)
        let task = session.dataTask(with: sourceURL)
        defer { session.invalidateAndCancel() }
        return await SameOriginRedirectGuard().urlSession(
            session, task: task, willPerformHTTPRedirection: response, newRequest: request)
    }

    @Test func givenRedirectToOtherOrigin_whenGuarded_thenAuthorizationStripped() async throws {
        let request = try await redirect(
            from: "https://social.example.test/api/v1/statuses/1", to: "https://cdn.example.test/x")

        #expect(request?.url?.host == "cdn.example.test")
        #expect(request?.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func givenRedirectWithinOrigin_whenGuarded_thenAuthorizationKept() async throws {
        let request = try await redirect(
            from: "https://social.example.test/api/v1/statuses/1", to: "https://SOCIAL.example.test:443/y")

        #expect(request?.value(forHTTPHeaderField: "Authorization") == "Bearer secret-token")
    }
}
