import StoreFlowable
import StoreFlowableTesting
import Testing

/// A task sleeping on a `TestClock` wakes exactly when the test moves the time to its deadline or past
/// it, never before; sleepers wake earliest deadline first.
@Suite struct SleeperWakingTests {
    @Test func givenASleeper_whenAdvancedShortOfItsDeadline_thenItSleepsOnAndWakesAtTheDeadline()
        async throws
    {
        let clock = TestClock()
        let sleeping = Task { try await clock.sleep(for: .seconds(10)) }
        try await clock.waitForSleepers(1)

        clock.advance(by: .seconds(9))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))

        #expect(clock.sleeperCount == 0)
        try await sleeping.value
        #expect(clock.now == TestClock.Instant(offset: .seconds(10)))
    }

    @Test func givenThreeSleepers_whenAdvancedPastTwoDeadlines_thenExactlyThoseTwoWake() async throws {
        let clock = TestClock()
        let woken = Locked<[Int]>([])
        let sleepers = [3, 1, 2].map { seconds in
            Task {
                try await clock.sleep(for: .seconds(seconds))
                woken.withLock { $0.append(seconds) }
            }
        }
        try await clock.waitForSleepers(3)

        clock.advance(by: .milliseconds(2_500))
        try await sleepers[1].value
        try await sleepers[2].value

        #expect(Set(woken.withLock { $0 }) == [1, 2])
        #expect(clock.sleeperCount == 1)
        clock.advance(to: TestClock.Instant(offset: .seconds(3)))
        try await sleepers[0].value
        #expect(woken.withLock { $0 }.last == 3)
    }

    @Test func givenADeadlineAlreadyReached_whenSleeping_thenTheSleepEndsAtOnceAndIsCounted() async throws {
        let clock = TestClock()
        clock.advance(by: .seconds(5))

        try await clock.sleep(until: TestClock.Instant(offset: .seconds(4)))
        try await clock.sleep(for: .zero)

        #expect(clock.sleeps == [.seconds(-1), .zero])
        #expect(clock.sleeperCount == 0)
    }

    @Test func givenASleeper_whenItsTaskIsCancelled_thenItThrowsCancellationErrorAndLeavesTheClock()
        async throws
    {
        let clock = TestClock()
        let sleeping = Task { try await clock.sleep(for: .seconds(60)) }
        try await clock.waitForSleepers(1)

        sleeping.cancel()

        await #expect(throws: CancellationError.self) { try await sleeping.value }
        #expect(clock.sleeperCount == 0)
        #expect(clock.sleeps == [.seconds(60)])
    }
}
