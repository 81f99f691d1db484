import StoreFlowable
import StoreFlowableTesting
import Testing

/// A `TestClock`'s `epochClock` reads the clock: cache timestamps and expiry move when the test advances
/// it, together with the sleepers.
@Suite struct EpochReadingTests {
    @Test func givenAClockStartedAtAnEpochTime_whenAdvanced_thenItsEpochClockMovesTheSame() {
        let clock = TestClock(epochSeconds: 5_000)

        clock.advance(by: .milliseconds(1_500))

        #expect(clock.epochClock.now() == 5_001.5)
        #expect(clock.epochSeconds == 5_001.5)
    }

    @Test func givenACacherOnTheEpochClock_whenItsExpiryPasses_thenTheContentIsRefetched() async throws {
        let clock = TestClock()
        let fetcher = TestFetcher<String, Int> { $0.number }
        let cacher = InMemoryCacher<String, Int>(expiry: .seconds(60), clock: clock.epochClock)
        let flowable = AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "k")
        #expect(try await flowable.requireData() == 1)
        #expect(await cacher.loadDataCachedAt(param: "k") == 1_000_000)

        clock.advance(by: .seconds(60))
        #expect(try await flowable.requireData() == 1)
        clock.advance(by: .seconds(1))

        #expect(try await flowable.requireData() == 2)
        #expect(fetcher.requestCount == 2)
    }
}
