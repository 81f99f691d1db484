import Foundation
import MastodonDemoInstance
import Testing

@Suite struct DeterminismTests {
    /// Replaces the per-instance host so bodies of two instances can be compared byte for byte.
    private func normalized(_ exchange: Exchange, host: String) -> String {
        String(decoding: exchange.body, as: UTF8.self).replacingOccurrences(of: host, with: "HOST")
            + (exchange.link ?? "").replacingOccurrences(of: host, with: "HOST")
    }

    @Test func sameSeedGivesIdenticalWorldsAndBytes() async throws {
        #expect(DemoWorld(seed: 7) == DemoWorld(seed: 7))
        let first = DemoInstance(seed: 7)
        let second = DemoInstance(seed: 7)
        #expect(first.host != second.host)
        let path = "/api/v1/timelines/home?limit=40"
        let one = try await DemoClient(first).get(path, token: "a")
        let two = try await DemoClient(second).get(path, token: "b")
        #expect(one.statusCode == 200)
        #expect(one.body.count > 10_000)
        #expect(normalized(one, host: first.host) == normalized(two, host: second.host))
    }

    @Test func differentSeedGivesDifferentWorldAndBytes() async throws {
        #expect(DemoWorld(seed: 1) != DemoWorld(seed: 2))
        let first = DemoInstance(seed: 1)
        let second = DemoInstance(seed: 2)
        let one = try await DemoClient(first).get("/api/v1/timelines/public")
        let two = try await DemoClient(second).get("/api/v1/timelines/public")
        #expect(normalized(one, host: first.host) != normalized(two, host: second.host))
    }

    @Test func worldDoesNotDependOnTheCurrentTime() throws {
        let world = DemoWorld()
        let newest = try #require(world.statuses.first)
        #expect(newest.createdAt < DemoWorld.baseDate)
        #expect(newest.createdAt > DemoWorld.baseDate.addingTimeInterval(-60))
    }
}
