import Foundation
import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// When the content of each state was saved and where it came from, and subscriptions that never fetch.
@Suite struct FreshnessTests {
    @Test func givenContentInMemory_whenSubscribingWithFreshness_thenItIsFromMemoryWithTheCachersTimestamp()
        async
    {
        let clock = TestClock(epochSeconds: 5_000)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(clock: clock.epochClock), fetcher: fetcher)
        await flowable.update(newData: 1)
        clock.advance(by: .seconds(30))

        var updates = flowable.publishWithFreshness().makeAsyncIterator()
        let first = await updates.next()

        #expect(describe(first?.state) == "completed(1)")
        #expect(first?.freshness == ContentFreshness(savedAtEpochSeconds: 5_000, origin: .memory))
        #expect(first?.freshness?.savedAt == Date(timeIntervalSince1970: 5_000))
        #expect(first?.freshness?.age(at: clock.epochSeconds) == .seconds(30))
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenNothingCached_whenFetched_thenNoFreshnessWhileLoadingThenNetworkStampedAtTheSave()
        async throws
    {
        let clock = TestClock(epochSeconds: 5_000)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(clock: clock.epochClock), fetcher: fetcher)
        var updates = flowable.publishWithFreshness().makeAsyncIterator()

        let loading = await updates.next()
        #expect(describe(loading?.state) == "loading(nil)")
        #expect(loading?.freshness == nil)

        clock.advance(by: .seconds(10))
        try await fetcher.nextRequest().answer(7)
        let completed = await updates.next()
        #expect(describe(completed?.state) == "completed(7)")
        #expect(completed?.freshness == ContentFreshness(savedAtEpochSeconds: 5_010, origin: .network))
    }

    @Test func givenFetchedContent_whenUpdated_thenItIsFromMemoryStampedAtTheUpdate() async {
        let clock = TestClock(epochSeconds: 5_000)
        let fetcher = TestFetcher<String, Int> { _ in 7 }
        let flowable = makeFlowable(cacher: IntCacher(clock: clock.epochClock), fetcher: fetcher)
        var updates = flowable.publishWithFreshness().makeAsyncIterator()
        var update = await updates.next()
        while update?.state.isCompleted != true { update = await updates.next() }
        #expect(update?.freshness == ContentFreshness(savedAtEpochSeconds: 5_000, origin: .network))

        clock.advance(by: .seconds(20))
        await flowable.update(newData: 8)

        let updated = await updates.next()
        #expect(describe(updated?.state) == "completed(8)")
        #expect(updated?.freshness == ContentFreshness(savedAtEpochSeconds: 5_020, origin: .memory))
    }

    @Test func givenContentFromMemory_whenRefreshed_thenLoadingKeepsItsFreshnessThenItIsFromTheNetwork()
        async throws
    {
        let clock = TestClock(epochSeconds: 5_000)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(clock: clock.epochClock), fetcher: fetcher)
        await flowable.update(newData: 1)
        var updates = flowable.publishWithFreshness().makeAsyncIterator()
        _ = await updates.next()
        clock.advance(by: .seconds(60))

        let refreshing = Task { await flowable.refresh() }
        let loading = await updates.next()
        #expect(describe(loading?.state) == "loading(1)")
        #expect(loading?.freshness == ContentFreshness(savedAtEpochSeconds: 5_000, origin: .memory))
        try await fetcher.nextRequest().answer(2)
        await refreshing.value

        let refreshed = await updates.next()
        #expect(describe(refreshed?.state) == "completed(2)")
        #expect(refreshed?.freshness == ContentFreshness(savedAtEpochSeconds: 5_060, origin: .network))
    }

    @Test func givenValidContent_whenSubscribingWithFreshnessAndForceRefresh_thenItIsFetchedAgain()
        async throws
    {
        let clock = TestClock(epochSeconds: 5_000)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(clock: clock.epochClock), fetcher: fetcher)
        await flowable.update(newData: 1)

        var updates = flowable.publishWithFreshness(forceRefresh: true).makeAsyncIterator()
        #expect(describe(await updates.next()?.state) == "loading(1)")
        try await fetcher.nextRequest().answer(2)

        let refreshed = await updates.next()
        #expect(describe(refreshed?.state) == "completed(2)")
        #expect(refreshed?.freshness?.origin == .network)
    }

    @Test func givenExpiredContent_whenSubscribingCacheOnly_thenItIsShownAsCachedAndNothingIsFetched() async {
        let clock = TestClock(epochSeconds: 5_000)
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        clock.advance(by: .seconds(120))

        var updates = flowable.publishCacheOnlyWithFreshness().makeAsyncIterator()
        let first = await updates.next()
        #expect(describe(first?.state) == "completed(1)")
        #expect(first?.freshness == ContentFreshness(savedAtEpochSeconds: 5_000, origin: .memory))

        await makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>()).update(newData: 2)
        #expect(describe(await updates.next()?.state) == "completed(2)")
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenNothingCached_whenSubscribingCacheOnly_thenNoCachedDataAndNoFetch() async {
        let fetcher = TestFetcher<String, Int>()
        let cacher = IntCacher()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)

        var states = flowable.publishCacheOnly().makeAsyncIterator()
        let first = await states.next()

        #expect(first?.error as? StoreFlowableError == .noCachedData)
        #expect(first?.content == nil)
        await makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>()).update(newData: 3)
        #expect(describe(await states.next()) == "completed(3)")
        #expect(fetcher.requestCount == 0)
    }

    @Test
    func givenACacheOnlySubscriber_whenAnotherFlowableRefreshes_thenItSeesTheFetchButNeverUsesItsFetcher()
        async throws
    {
        let cacher = IntCacher()
        let ownFetcher = TestFetcher<String, Int>()
        let otherFetcher = TestFetcher<String, Int>()
        var states = makeFlowable(cacher: cacher, fetcher: ownFetcher).publishCacheOnly().makeAsyncIterator()
        #expect(await states.next()?.error as? StoreFlowableError == .noCachedData)

        let refreshing = Task { await makeFlowable(cacher: cacher, fetcher: otherFetcher).refresh() }
        #expect(describe(await states.next()) == "loading(nil)")
        try await otherFetcher.nextRequest().answer(5)
        await refreshing.value

        #expect(describe(await states.next()) == "completed(5)")
        #expect(ownFetcher.requestCount == 0)
        #expect(otherFetcher.requestCount == 1)
    }

    @Test func givenOnlyACacheOnlySubscriber_whenItsParamIsInvalidated_thenNothingIsFetched() async {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int>()
        await makeFlowable(cacher: cacher, fetcher: fetcher).update(newData: 1)
        var states = makeFlowable(cacher: cacher, fetcher: fetcher).publishCacheOnly().makeAsyncIterator()
        #expect(describe(await states.next()) == "completed(1)")

        cacher.invalidate(param: "key")
        // A fetch started by the invalidation would show as loading before this update.
        await makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>()).update(newData: 2)
        let afterUpdate = await states.next()

        #expect(describe(afterUpdate) == "completed(2)")
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenAFreshness_whenAskedItsAge_thenItIsNeverNegativeAndUnknownWithoutATimestamp() {
        let saved = ContentFreshness(savedAtEpochSeconds: 100, origin: .disk)

        #expect(saved.age(at: 160.5) == .milliseconds(60_500))
        #expect(saved.age(at: 90) == .zero)
        #expect(ContentFreshness(savedAtEpochSeconds: nil, origin: .memory).age(at: 100) == nil)
        #expect(ContentFreshness(savedAtEpochSeconds: nil, origin: .memory).savedAt == nil)
    }
}
