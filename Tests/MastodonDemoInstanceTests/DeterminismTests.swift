import Foundation
import MastodonDemoInstance
import Testing

@Suite struct DeterminismTests {
    /// Replaces the per-instance host so bodies of two instances can be compared byte for byte.
    private func normalized(_ exchange: Exchange, host: String) -> String {
        String(decoding: exchange.body, as: UTF8.self).replacingOccurrences(of: host, with: "HOST")
            + (exchange.link ?? "").replacingOccurrences(of: host, with: "HOST")
    }

    @Test func sameSeedAndClockGiveIdenticalWorldsAndBytes() async throws {
        #expect(DemoWorld(seed: 7) == DemoWorld(seed: 7))
        let now = Date(timeIntervalSince1970: 1_800_000_000.25)
        let first = DemoInstance(seed: 7, clock: { now })
        let second = DemoInstance(seed: 7, clock: { now })
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

    @Test func givenTwoClocks_whenWorldsAreMade_thenOnlyTheDatesDifferByTheClocksDifference() throws {
        let later = DemoWorld.baseDate.addingTimeInterval(123 * 86_400 + 0.5)

        let base = DemoWorld()
        let moved = DemoWorld(now: later)

        #expect(moved.statuses.map(\.id) == base.statuses.map(\.id))
        #expect(moved.statuses.map(\.content) == base.statuses.map(\.content))
        #expect(moved.notifications.map(\.id) == base.notifications.map(\.id))
        #expect(
            zip(moved.statuses, base.statuses).allSatisfy {
                abs($0.createdAt.timeIntervalSince($1.createdAt) - (123 * 86_400 + 0.5)) < 0.001
            })
        #expect(
            moved.accounts.allSatisfy {
                $0.createdAt.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0
            })
    }
}
