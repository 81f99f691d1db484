import StoreFlowableTesting
import Testing

/// A test waits for the code under test to sleep, rather than sleeping itself: for a number of sleepers
/// at once, or a number of sleeps begun in all; the wait ends at the clock's wait limit.
@Suite struct SleeperWaitTests {
    @Test func givenSleepsThatEnd_whenWaitingForSleeps_thenEndedSleepsCountButNotAsSleepers() async throws {
        let clock = TestClock()
        let sleeping = Task {
            try await clock.sleep(for: .seconds(1))
            try await clock.sleep(for: .seconds(2))
        }
        try await clock.waitForSleeps(1)
        clock.advance(by: .seconds(1))

        try await clock.waitForSleeps(2)

        #expect(clock.sleeps == [.seconds(1), .seconds(2)])
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(2))
        try await sleeping.value
    }

    @Test func givenNobodySleeps_whenTheWaitLimitPasses_thenWaitForSleepersThrowsWaitTimedOut() async throws {
        let limitClock = TestClock()
        let clock = TestClock(waitLimit: WaitLimit(.seconds(2), clock: limitClock))
        let waiting = Task { try await clock.waitForSleepers(1) }

        try await limitClock.waitForSleepers(1)
        limitClock.advance(by: .seconds(2))

        let error = await #expect(throws: WaitTimedOut.self) { try await waiting.value }
        #expect(error?.description == "waited 2 seconds for 1 task to sleep on the TestClock; 0 did")
    }
}
