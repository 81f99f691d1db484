import Foundation
import MastodonDemoInstance
import Testing

@Suite struct MinIDVersusSinceIDTests {
    @Test func sinceIDReturnsTheNewestItemsAndMinIDTheOnesJustAboveTheCursor() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let timeline = instance.world.publicTimeline().map(\.id)
        let cursor = timeline[100]
        let since = try await client.get("/api/v1/timelines/public?since_id=\(cursor)").ids()
        let min = try await client.get("/api/v1/timelines/public?min_id=\(cursor)").ids()
        #expect(since == Array(timeline[0..<20]))
        #expect(min == Array(timeline[80..<100]))
        #expect(since != min)
        // min_id wins when both are given, as on Mastodon.
        let both = try await client.get("/api/v1/timelines/public?since_id=\(cursor)&min_id=\(cursor)").ids()
        #expect(both == min)
        // Cursors combine with max_id: a window between two ids.
        let window = try await client.get(
            "/api/v1/timelines/public?max_id=\(timeline[90])&since_id=\(cursor)"
        ).ids()
        #expect(window == Array(timeline[91..<100]))
    }
}
