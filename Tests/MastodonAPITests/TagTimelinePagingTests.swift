import Foundation
import MastodonAPI
import Testing

@Suite struct TagTimelinePagingTests {
    @Test func givenThreePagesThenEmpty_whenFollowingNext_thenAllStatusesOnceAndStopOnEmptyPage()
        async throws
    {
        let replayed = try ReplayedClient()
        let base = replayed.url("/api/v1/timelines/tag/swift?limit=3")
        let pages = [[309, 308, 307], [306, 305, 304], [303, 302]]
        var request = base
        for ids in pages {
            let last = try #require(ids.last)
            let first = try #require(ids.first)
            let link = TimelineFixtures.linkHeader(base: base, maxId: last, minId: first)
            replayed.script.on(
                "GET", request, headers: ["Link": link],
                json: TimelineFixtures.statuses(ids: ids, tag: "swift"))
            request = base + "&max_id=\(last)"
        }
        replayed.script.on("GET", request, json: "[]")

        var page = try await replayed.client.timeline(.tag("swift"), limit: 3)
        var ids = page.statuses.map(\.id)
        while !page.isEmpty, let next = page.next {
            page = try await replayed.client.page(at: next)
            ids += page.statuses.map(\.id)
        }

        #expect(ids == ["309", "308", "307", "306", "305", "304", "303", "302"])
        #expect(page.isEmpty)
        #expect(page.next == nil)
        #expect(page.prev == nil)
        #expect(replayed.script.seen.count == 4)
        #expect(replayed.script.unusedCount == 0)
        #expect(replayed.script.seen.allSatisfy { $0.authorization == "Bearer secret-token" })
    }

    @Test func givenFirstPage_whenLoaded_thenPrevPointsAtNewerStatuses() async throws {
        let replayed = try ReplayedClient()
        let base = replayed.url("/api/v1/timelines/tag/swift?limit=2")
        let link = TimelineFixtures.linkHeader(base: base, maxId: 10, minId: 11)
        replayed.script.on(
            "GET", base, headers: ["link": link],
            json: TimelineFixtures.statuses(ids: [11, 10], tag: "swift"))

        let page = try await replayed.client.timeline(.tag("swift"), limit: 2)

        #expect(page.next?.absoluteString == base + "&max_id=10")
        #expect(page.prev?.absoluteString == base + "&min_id=11")
    }
}
