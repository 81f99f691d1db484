import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// In-memory data of a param nobody uses is released once the cacher's grace period (`gcTime`) has run
/// out: lazily, at the cacher's next write or the next time one of its params stops being used.
@Suite struct GracePeriodTests {
    @Test func givenTheLastSubscriberLeft_whenGCTimePassesAndAnotherParamIsWritten_thenItsDataIsReleased()
        async throws
    {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int> { _ in 1 }
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        for await state in used.publish() where state.isCompleted { break }
        #expect(cacher.subscriberCount(for: "used") == 0)

        clock.advance(by: .seconds(61))
        await makeFlowable(cacher: cacher, fetcher: fetcher, param: "other").update(newData: 2)

        await #expect(throws: StoreFlowableError.noCachedData) { try await used.requireData(from: .cache) }
        #expect(await cacher.loadData(param: "other") == 2)
    }

    @Test func givenTheGraceHasNotRunOut_whenAnotherParamIsWritten_thenTheDataIsKeptUntilItHas() async {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int> { _ in 1 }
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        let other = makeFlowable(cacher: cacher, fetcher: fetcher, param: "other")
        for await state in used.publish() where state.isCompleted { break }

        clock.advance(by: .seconds(59))
        await other.update(newData: 2)
        #expect(await used.getData(from: .cache) == 1)

        clock.advance(by: .seconds(2))
        await other.update(newData: 3)
        #expect(await used.getData(from: .cache) == nil)
    }

    @Test func givenALiveSubscriber_whenFarPastGCTime_thenItsDataIsKeptAndTheGraceStartsWhenItLeaves() async {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        let other = makeFlowable(cacher: cacher, fetcher: fetcher, param: "other")
        await used.update(newData: 1)
        let subscribed = AsyncStream.makeStream(of: Void.self)
        let subscriber = Task {
            for await _ in used.publish() { subscribed.continuation.yield() }
        }
        for await _ in subscribed.stream { break }

        clock.advance(by: .seconds(10_000))
        await other.update(newData: 2)
        #expect(await used.getData(from: .cache) == 1)

        subscriber.cancel()
        await subscriber.value
        clock.advance(by: .seconds(59))
        await other.update(newData: 3)
        #expect(await used.getData(from: .cache) == 1)
        clock.advance(by: .seconds(2))
        await other.update(newData: 4)
        #expect(await used.getData(from: .cache) == nil)
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenNoGCTime_whenAParamIsUnusedForAges_thenItsDataIsKept() async {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: nil, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int> { _ in 1 }
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        for await state in used.publish() where state.isCompleted { break }

        clock.advance(by: .seconds(10_000_000))
        await makeFlowable(cacher: cacher, fetcher: fetcher, param: "other").update(newData: 2)
        for await state in makeFlowable(cacher: cacher, fetcher: fetcher, param: "third").publish()
        where state.isCompleted { break }

        #expect(await used.getData(from: .cache) == 1)
    }

    @Test
    func givenDataWrittenWithoutASubscriber_whenRewrittenWithinItsGrace_thenTheGraceRestartsAtTheLastWrite()
        async
    {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        let other = makeFlowable(cacher: cacher, fetcher: fetcher, param: "other")
        await used.update(newData: 1)
        clock.advance(by: .seconds(30))
        await used.update(newData: 2)

        clock.advance(by: .seconds(40))
        await other.update(newData: 3)
        #expect(await used.getData(from: .cache) == 2)

        clock.advance(by: .seconds(21))
        await other.update(newData: 4)
        #expect(await used.getData(from: .cache) == nil)
    }

    @Test func givenTheGraceRanOutUnnoticed_whenSubscribingAgain_thenTheDataIsStillThereAndNothingIsFetched()
        async
    {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        await used.update(newData: 1)
        clock.advance(by: .seconds(1_000))

        var states = used.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "completed(1)")

        // Subscribed, the param is in use: a write elsewhere no longer releases it.
        await makeFlowable(cacher: cacher, fetcher: fetcher, param: "other").update(newData: 2)
        #expect(await used.getData(from: .cache) == 1)
        #expect(fetcher.requestCount == 0)
        await used.update(newData: 3)
        #expect(describe(await states.next()) == "completed(3)")
    }

    @Test func givenAnotherParamStopsBeingUsed_whenTheGraceRanOut_thenTheDataIsReleasedWithoutAnyWrite()
        async throws
    {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        await used.update(newData: 1)
        clock.advance(by: .seconds(61))

        // A cache-only look at an empty param writes nothing; leaving it makes that param unused.
        for await _ in makeFlowable(cacher: cacher, fetcher: fetcher, param: "viewer").publishCacheOnly() {
            break
        }

        await #expect(throws: StoreFlowableError.noCachedData) { try await used.requireData(from: .cache) }
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenAFetchInFlight_whenFarPastGCTime_thenTheDataIsKeptAndTheGraceStartsWhenItEnds()
        async throws
    {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        let other = makeFlowable(cacher: cacher, fetcher: fetcher, param: "other")
        await used.update(newData: 1)
        let refreshing = Task { await used.refresh() }
        let request = try await fetcher.nextRequest()

        clock.advance(by: .seconds(1_000))
        await other.update(newData: 2)
        #expect(await used.getData(from: .cache) == 1)
        request.answer(5)
        await refreshing.value

        clock.advance(by: .seconds(59))
        await other.update(newData: 3)
        #expect(await used.getData(from: .cache) == 5)
        clock.advance(by: .seconds(2))
        await other.update(newData: 4)
        #expect(await used.getData(from: .cache) == nil)
    }

    @Test func givenTheDefaultGCTime_whenFiveMinutesPass_thenUnusedDataIsReleased() async {
        let clock = TestClock()
        let cacher = IntCacher(clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        let other = makeFlowable(cacher: cacher, fetcher: fetcher, param: "other")
        await used.update(newData: 1)

        clock.advance(by: .seconds(299))
        await other.update(newData: 2)
        #expect(await used.getData(from: .cache) == 1)
        clock.advance(by: .seconds(2))
        await other.update(newData: 3)
        #expect(await used.getData(from: .cache) == nil)
        #expect(IntCacher.defaultGCTime == .seconds(300))
    }

    @Test func givenAPaginatedList_whenUnusedPastGCTime_thenItsItemsAndKeysAreReleased() async {
        let clock = TestClock()
        let cacher = ListCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = FeedFetcher<String>()
        let feed = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        let other = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "other")
        await feed.update(newData: ["a"], nextKey: "p2")

        clock.advance(by: .seconds(59))
        await other.update(newData: ["b"], nextKey: nil)
        #expect(await feed.getData(from: .cache) == ["a"])
        clock.advance(by: .seconds(2))
        await other.update(newData: ["c"], nextKey: nil)

        #expect(await feed.getData(from: .cache) == nil)
        #expect(await cacher.loadNextKey(param: "feed") == nil)
        #expect(await cacher.loadData(param: "other") == ["c"])
    }

    @Test func givenTheLastFetchFailedAndItsSubscriberLeft_whenGCTimePasses_thenItsDataIsReleased() async {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int> { _ in throw TestError(code: 503) }
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        await used.update(newData: 1)
        for await state in used.publish(forceRefresh: true) where state.error != nil { break }
        #expect(cacher.subscriberCount(for: "used") == 0)

        clock.advance(by: .seconds(61))
        await makeFlowable(cacher: cacher, fetcher: fetcher, param: "other").update(newData: 2)

        // No subscriber and nothing in flight for longer than gcTime: a recorded failure is no use.
        let kept = await used.getData(from: .cache)
        #expect(kept == nil)
    }

    @Test func givenAOneShotRefreshFailed_whenGCTimePasses_thenTheDataIsReleasedAndTheNextReadFetches() async
    {
        let clock = TestClock()
        let cacher = IntCacher(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int> { request in
            if request.number == 1 { throw TestError(code: 503) }
            return 9
        }
        let used = makeFlowable(cacher: cacher, fetcher: fetcher, param: "used")
        await used.update(newData: 1)
        #expect(await used.getData(from: .origin) == nil)

        clock.advance(by: .seconds(61))
        await makeFlowable(cacher: cacher, fetcher: fetcher, param: "other").update(newData: 2)
        let kept = await used.getData(from: .cache)

        #expect(kept == nil)
        #expect(await used.getData() == 9)
        #expect(fetcher.requestCount == 2)
    }
}
