import Foundation
import MastodonAPI
import Testing

/// An ID of dots names a status; it never walks up the API's path.
@Suite struct DotSegmentTests {
    @Test(arguments: ["..", ".", "..."])
    func givenAnIDOfDots_whenLoadingTheStatus_thenTheRequestStaysOnTheStatusPath(id: String) async throws {
        let replayed = try ReplayedClient()
        let encoded = String(repeating: "%2E", count: id.count)
        replayed.script.on("GET", replayed.url("/api/v1/statuses/\(encoded)"), json: StatusFixtures.anonymous)

        _ = try await replayed.client.status(id: id)

        #expect(replayed.script.seen.map(\.url.path) == ["/api/v1/statuses/\(id)"])
        #expect(
            replayed.script.seen.map(\.url.absoluteString) == [replayed.url("/api/v1/statuses/\(encoded)")])
    }
}
