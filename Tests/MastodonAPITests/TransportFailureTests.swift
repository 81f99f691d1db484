import Foundation
import Testing

@testable import MastodonAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A failed request says what went wrong and where (host and port), never only `URL error -1`.
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
            "the certificate of 127.0.0.1:8443 is not trusted (SSL certificate problem: self-signed certificate)"
        ),
        ("Out of memory", "response headers too large (127.0.0.1:8443)"),
        (
            "transfer closed with 98 bytes remaining to read",
            "the response from 127.0.0.1:8443 ended before its stated length"
        ),
        ("Weird thing", "request failed (127.0.0.1:8443): Weird thing"),
    ])
    func givenALibcurlFailure_whenDescribed_thenItSaysWhatWentWrong(message: String, line: String) {
        #expect(TransportFailure.describe(Self.libcurl(message), url: Self.url) == line)
    }

    @Test func givenAnUntrustedCertificateOnDarwin_whenDescribed_thenItNamesTheHostAndPort() {
        #expect(
            TransportFailure.describe(URLError(.serverCertificateUntrusted), url: Self.url)
                == "the certificate of 127.0.0.1:8443 is not trusted")
        #expect(
            TransportFailure.describe(URLError(.cannotConnectToHost), url: Self.url)
                == "cannot connect to host (127.0.0.1:8443)")
    }

    @Test func givenAnUppercaseScheme_whenMakingAClient_thenItsRequestsUseTheLowercaseOne() throws {
        let client = try MastodonClient(instance: try #require(URL(string: "HTTP://127.0.0.1:3000")))

        #expect(client.instance.absoluteString == "http://127.0.0.1:3000")
    }
}
