import Foundation
import LoopbackHTTP
import MastodonAPI
import StoreFlowable
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every request names the program and the library, with the one version constant.
@Suite struct UserAgentTests {
    @Test func givenARequest_whenSent_thenTheUserAgentNamesTheProgramAndTheLibraryVersion() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json("[]") }
        let client = try server.client()

        _ = try await client.timeline(.public())

        let version = StoreFlowableVersion.string
        #expect(
            server.requests.first?.header("User-Agent")
                == "mastodon-timeline/\(version) StoreFlowable/\(version)")
        #expect(version.split(separator: ".").count == 3)
    }
}
