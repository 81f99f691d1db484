import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// Refetching what is on screen and stale when a signal comes: the app became active, the network came
/// back, a timer.
@Suite(.timeLimit(.minutes(10))) struct RefetchTriggerTests {
    @Test func givenASubscriberWithExpiredContent_whenSignalled_thenItRefetchesKeepingTheContentVisible()
        async throws
    {
        let clock = TestClock()
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "completed(1)")
        clock.advance(by: .seconds(61))
        let signals = ManualSignals()
        let trigger = cacher.refetch(on: signals.stream)

        signals.send()

        #expect(describe(await states.next()) == "loading(1)")
        try await fetcher.nextRequest().answer(2)
        #expect(describe(await states.next()) == "completed(2)")
        #expect(fetcher.requestCount == 1)
        trigger.cancel()
    }

    @Test func givenFreshAndExpiredSubscribedParams_whenSignalled_thenOnlyTheExpiredOneRefetches()
        async throws
    {
        let clock = TestClock()
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let stale = makeFlowable(cacher: cacher, fetcher: fetcher, param: "stale")
        let fresh = makeFlowable(cacher: cacher, fetcher: fetcher, param: "fresh")
        await stale.update(newData: 1)
        clock.advance(by: .seconds(30))
        await fresh.update(newData: 1)
        var staleStates = stale.publish().makeAsyncIterator()
        var freshStates = fresh.publish().makeAsyncIterator()
        _ = (await staleStates.next(), await freshStates.next())
        let signals = ManualSignals()
        let trigger = cacher.refetch(on: signals.stream)

        clock.advance(by: .seconds(31))
        signals.send()
        #expect(describe(await staleStates.next()) == "loading(1)")
        try await fetcher.nextRequest().answer(2)
        #expect(describe(await staleStates.next()) == "completed(2)")
        // A fetch the signal started for the fresh param would show as loading before this update.
        await fresh.update(newData: 3)

        #expect(describe(await freshStates.next()) == "completed(3)")
        #expect(fetcher.params == ["stale"])
        trigger.cancel()
    }

    @Test func givenAnExpiredParamNobodySubscribesTo_whenSignalled_thenItIsNotFetched() async throws {
        let clock = TestClock()
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let watched = makeFlowable(cacher: cacher, fetcher: fetcher, param: "watched")
        await makeFlowable(cacher: cacher, fetcher: fetcher, param: "unwatched").update(newData: 1)
        await watched.update(newData: 1)
        var states = watched.publish().makeAsyncIterator()
        _ = await states.next()
        let signals = ManualSignals()
        let trigger = cacher.refetch(on: signals.stream)

        clock.advance(by: .seconds(61))
        signals.send()
        #expect(describe(await states.next()) == "loading(1)")
        try await fetcher.nextRequest().answer(2)
        #expect(describe(await states.next()) == "completed(2)")
        clock.advance(by: .seconds(61))
        signals.send()
        #expect(describe(await states.next()) == "loading(2)")
        try await fetcher.nextRequest().answer(3)

        #expect(describe(await states.next()) == "completed(3)")
        #expect(fetcher.params == ["watched", "watched"])
        #expect(await cacher.loadData(param: "unwatched") == 1)
        trigger.cancel()
    }

    @Test func givenASubscriberWhoseFetchFailed_whenSignalled_thenItRefetches() async throws {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish(forceRefresh: true).makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(1)")
        try await fetcher.nextRequest().fail(TestError(code: 503))
        #expect(describe(await states.next()) == "error(TestError(code: 503), 1)")
        let signals = ManualSignals()
        let trigger = cacher.refetch(on: signals.stream)

        signals.send()

        #expect(describe(await states.next()) == "loading(1)")
        try await fetcher.nextRequest().answer(2)
        #expect(describe(await states.next()) == "completed(2)")
        trigger.cancel()
    }

    @Test func givenACancelledTrigger_whenSignalled_thenItHasStoppedAndNothingIsFetched() async {
        let clock = TestClock()
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()
        let cancelled = ManualSignals()
        let trigger = cacher.refetch(on: cancelled.stream)
        clock.advance(by: .seconds(61))

        trigger.cancel()
        await trigger.finished()
        cancelled.send()
        await flowable.update(newData: 5)

        #expect(describe(await states.next()) == "completed(5)")
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenSignalsThatEnd_whenTheLastIsHandled_thenTheTriggerFinishesOnItsOwn() async throws {
        let clock = TestClock()
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()
        let signals = ManualSignals()
        let trigger = cacher.refetch(on: signals.stream)
        clock.advance(by: .seconds(61))

        signals.send()
        signals.end()
        await trigger.finished()

        #expect(describe(await states.next()) == "loading(1)")
        try await fetcher.nextRequest().answer(2)
        #expect(describe(await states.next()) == "completed(2)")
    }

    @Test func givenAnIntervalTrigger_whenEachIntervalPasses_thenExpiredContentIsRefetched() async throws {
        let clock = TestClock()
        let ticks = TestClock()
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()
        let trigger = cacher.refetch(on: IntervalSignals(every: .seconds(90), clock: ticks))

        for round in 1...2 {
            clock.advance(by: .seconds(90))
            try await ticks.waitForSleeps(round)
            ticks.advance(by: .seconds(90))
            #expect(describe(await states.next()) == "loading(\(round))")
            try await fetcher.nextRequest().answer(round + 1)
            #expect(describe(await states.next()) == "completed(\(round + 1))")
        }

        #expect(Array(ticks.sleeps.prefix(2)) == [.seconds(90), .seconds(90)])
        trigger.cancel()
        await trigger.finished()
        #expect(fetcher.requestCount == 2)
    }

    @Test func givenOnlyACacheOnlySubscriberWithExpiredContent_whenSignalled_thenNothingIsFetched() async {
        let clock = TestClock()
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publishCacheOnly().makeAsyncIterator()
        #expect(describe(await states.next()) == "completed(1)")
        clock.advance(by: .seconds(61))
        let signals = ManualSignals()
        let trigger = cacher.refetch(on: signals.stream)

        signals.send()
        signals.end()
        await trigger.finished()
        // A fetch the signal started would show as loading before this update.
        await makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>()).update(newData: 2)
        let afterUpdate = await states.next()

        #expect(describe(afterUpdate) == "completed(2)")
        #expect(fetcher.requestCount == 0)
    }
}

/// ``CacheLifecycle/refetch(on:)`` refetches the stale subscribed params of every cacher in the process,
/// those of other tests running meanwhile included; so it is tried in a process of its own.
@Suite struct AppWideRefetchTriggerTests {
    @Test func givenSubscribersOfTwoCachers_whenTheAppWideTriggerSignals_thenBothExpiredParamsRefetch()
        async throws
    {
        await #expect(processExitsWith: .success) {
            let clock = TestClock()
            let numbers = IntCacher(expireSeconds: 60, clock: clock.epochClock)
            let words = InMemoryCacher<String, String>(expireSeconds: 60, clock: clock.epochClock)
            let numberFetcher = TestFetcher<String, Int>()
            let wordFetcher = TestFetcher<String, String>()
            let number = makeFlowable(cacher: numbers, fetcher: numberFetcher)
            let word = AnyStoreFlowable.from(cacher: words, fetcher: wordFetcher, param: "key")
            await number.update(newData: 1)
            await word.update(newData: "a")
            var numberStates = number.publish().makeAsyncIterator()
            var wordStates = word.publish().makeAsyncIterator()
            _ = (await numberStates.next(), await wordStates.next())
            clock.advance(by: .seconds(61))
            let signals = ManualSignals()
            let trigger = CacheLifecycle.refetch(on: signals.stream)

            signals.send()
            signals.end()
            await trigger.finished()

            var seen = [describe(await numberStates.next()), describe(await wordStates.next())]
            try await numberFetcher.nextRequest().answer(2)
            try await wordFetcher.nextRequest().answer("b")
            seen += [describe(await numberStates.next()), describe(await wordStates.next())]
            precondition(seen == ["loading(1)", "loading(a)", "completed(2)", "completed(b)"], "\(seen)")
        }
    }
}
