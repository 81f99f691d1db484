import StoreFlowable
import Testing

/// Regression: a subscriber arriving while a one-shot call's fetch runs, with nothing cached and no other
/// subscriber, used to get no state until the fetch ended, and none at all when it failed.
@Suite(.timeLimit(.minutes(1))) struct FirstStateDuringOneShotFetchTests {
    @Test(arguments: [true, false])
    func givenRequireDataFetching_whenSubscribing_thenLoadingAtOnceThenTheOutcome(succeeds: Bool) async {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        let oneShot = Task { await flowable.getData() }
        await fetcher.waitForCalls(1)

        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(nil)")

        fetcher.respond(succeeds ? .success(4) : .failure(TestError(code: 2)))
        #expect(
            describe(await states.next()) == (succeeds ? "completed(4)" : "error(TestError(code: 2), nil)"))
        #expect(await oneShot.value == (succeeds ? 4 : nil))
        #expect(fetcher.callCount == 1)
    }

    @Test(arguments: [true, false])
    func givenRefreshFetching_whenSubscribing_thenLoadingAtOnceThenTheOutcome(succeeds: Bool) async {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        let refresh = Task { await flowable.refresh() }
        await fetcher.waitForCalls(1)

        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(nil)")

        fetcher.respond(succeeds ? .success(7) : .failure(TestError(code: 3)))
        #expect(
            describe(await states.next()) == (succeeds ? "completed(7)" : "error(TestError(code: 3), nil)"))
        await refresh.value
        #expect(fetcher.callCount == 1)
    }
}
