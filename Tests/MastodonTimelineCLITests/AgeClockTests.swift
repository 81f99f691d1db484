import Foundation
import MastodonDemoInstance
import StoreFlowable
import Testing

/// Ages are read from the clock when a status is shown, not when the program started.
@Suite struct AgeClockTests {
    /// A clock the test moves by hand.
    final class ManualClock: Sendable {
        // Guarded by its own lock: the current time.
        private let current: Locked<Date>

        init(_ start: Date) {
            current = Locked(start)
        }

        func now() -> Date { current.withLock { $0 } }

        func advance(by seconds: TimeInterval) {
            current.withLock { $0 = $0.addingTimeInterval(seconds) }
        }
    }

    @Test func givenTimePassesInAnInteractiveSession_whenOlderPostsAreShown_thenTheirAgesAreReadThen()
        async throws
    {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let clock = ManualClock(DemoWorld.baseDate.addingTimeInterval(86_400))

        let run = await CommandRun.run(
            [], on: instance, lines: ["n", "q"],
            beforeLine: { line in if line == "n" { clock.advance(by: 3 * 86_400) } },
            isTerminal: true, clock: { clock.now() })

        #expect(run.status == 0)
        let parts = run.output.components(separatedBy: "── page 2 ──")
        try #require(parts.count == 2)
        let ages = { (text: String) in
            text.split(separator: "\n").filter { $0.hasPrefix("[") }.compactMap {
                $0.split(separator: "·").last
            }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(!ages(parts[0]).isEmpty)
        #expect(ages(parts[0]).allSatisfy { $0 == "1d" })
        #expect(!ages(parts[1]).isEmpty)
        #expect(ages(parts[1]).allSatisfy { $0 == "4d" }, "\(ages(parts[1]))")
    }
}
