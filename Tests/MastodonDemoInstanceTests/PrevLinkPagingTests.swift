import Foundation
import MastodonDemoInstance
import Testing

@Suite struct PrevLinkPagingTests {
    @Test func followingPrevFromTheOldestPageClimbsBackToTheTopWithoutGaps() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let expected = instance.world.publicTimeline(local: true).map(\.id)
        // Walk down to the oldest non-empty page.
        var page = try await client.get("/api/v1/timelines/public?local=true&limit=25")
        var oldest = page
        while try !page.ids().isEmpty {
            oldest = page
            page = try await client.get(url: try #require(page.links()["next"]))
        }
        // Climb back up through `prev` links.
        var collected = try oldest.ids()
        page = oldest
        var steps = 0
        while true {
            let prev = try #require(page.links()["prev"])
            #expect(prev.query?.contains("limit=25") == true)
            #expect(prev.query?.contains("local=true") == true)
            page = try await client.get(url: prev)
            let ids = try page.ids()
            if ids.isEmpty {
                #expect(page.link == nil)
                break
            }
            #expect(zip(ids, ids.dropFirst()).allSatisfy { isOlder($1, than: $0) })
            collected = ids + collected
            steps += 1
            try #require(steps < 100)
        }
        #expect(collected == expected)
    }
}
