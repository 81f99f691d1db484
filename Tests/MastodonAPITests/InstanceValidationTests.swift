import Foundation
import MastodonAPI
import Testing

@Suite struct InstanceValidationTests {
    @Test(arguments: [
        "https://mastodon.social", "https://social.example.test:8443/", "http://localhost:3000",
        "http://127.0.0.1:3000", "http://127.1.2.3", "http://[::1]:3000", "HTTP://LOCALHOST",
    ])
    func givenHttpsOrLoopbackHttp_whenClientCreated_thenAccepted(instance: String) throws {
        let url = try #require(URL(string: instance))

        let client = try MastodonClient(instance: url)

        // The scheme is kept in its one spelling that URLSession knows.
        #expect(client.instance.absoluteString.lowercased() == instance.lowercased())
        #expect(client.instance.scheme == url.scheme?.lowercased())
    }

    @Test(arguments: [
        "http://mastodon.social", "http://192.168.1.10:3000", "http://localhost.evil.test",
        "http://127.0.0.1.evil.test", "ftp://mastodon.social", "mastodon.social", "https://",
    ])
    func givenInsecureOrMalformedInstance_whenClientCreated_thenInvalidInstanceError(instance: String) throws
    {
        let url = try #require(URL(string: instance))

        #expect {
            _ = try MastodonClient(instance: url)
        } throws: { error in
            guard case .invalidInstance(let reason) = error as? MastodonError else { return false }
            return !reason.isEmpty
        }
    }
}
