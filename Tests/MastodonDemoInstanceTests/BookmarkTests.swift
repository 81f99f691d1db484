import Foundation
import MastodonDemoInstance
import Testing

@Suite struct BookmarkTests {
    @Test func bookmarkTogglesTheFlagWithoutChangingCounts() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let target = try #require(instance.world.publicTimeline().dropFirst(3).first)
        let path = "/api/v1/statuses/\(target.id)"
        let marked = try await client.post("\(path)/bookmark").object()
        #expect(marked["bookmarked"] as? Bool == true)
        #expect(marked["favourites_count"] as? Int == target.favouritesCount)
        #expect(try await client.get(path, token: "t").object()["bookmarked"] as? Bool == true)
        #expect(try await client.post("\(path)/bookmark").object()["bookmarked"] as? Bool == true)
        #expect(try await client.post("\(path)/unbookmark").object()["bookmarked"] as? Bool == false)
        #expect(try await client.get(path, token: "t").object()["bookmarked"] as? Bool == false)
    }
}
