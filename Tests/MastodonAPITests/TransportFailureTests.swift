import Foundation
import Testing

@testable import MastodonAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A failed request says what went wrong, never only `URL error -1`, and which request it was: method and
/// URL, host and port included.
@Suite struct TransportFailureTests {
    static let url: URL = {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "127.0.0.1"
        components.port = 8443
        components.path = "/api/v1/timelines/public"
        return components.url ?? URL(fileURLWithPath: "/")
    }()

    /// libcurl's failures on Linux: code -1, told apart by libcurl's message.
    static func libcurl(_ message: String) -> URLError {
        URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: message])
    }

    @Test(arguments: [
        (
            "SSL certificate problem: self-signed certificate",
            "the server's certificate is not trusted (SSL certificate problem: self-signed certificate)"
        ),
        ("Out of memory", "response headers too large"),
        ("transfer closed with 98 bytes remaining to read", "the response ended before its stated length"),
        ("Weird thing", "the request failed: Weird thing"),
    ])
    func givenALibcurlFailure_whenDescribed_thenItSaysWhatWentWrong(message: String, line: String) {
        #expect(TransportFailure.describe(Self.libcurl(message)) == line)
    }

    @Test func givenAnUntrustedCertificateOnDarwin_whenDescribed_thenTheErrorNamesTheRequestHostAndPort() {
        let error = MastodonError.transport(
            TransportFailure.describe(URLError(.serverCertificateUntrusted)),
            request: MastodonRequest(method: "GET", url: Self.url))

        #expect(
            error.description
                == "Network error: GET https://127.0.0.1:8443/api/v1/timelines/public: "
                + "the server's certificate is not trusted")
        #expect(TransportFailure.describe(URLError(.cannotConnectToHost)) == "cannot connect to host")
    }

    @Test func givenAnUppercaseScheme_whenMakingAClient_thenItsRequestsUseTheLowercaseOne() throws {
        let client = try MastodonClient(instance: try #require(URL(string: "HTTP://127.0.0.1:3000")))

        #expect(client.instance.absoluteString == "http://127.0.0.1:3000")
    }
}
