import StoreFlowable
import StoreFlowableTesting
import Testing

/// Regression: a subscriber arriving while a one-shot call's fetch runs, with nothing cached and no other
/// subscriber, used to get no state until the fetch ended, and none at all when it failed.
@Suite(.timeLimit(.minutes(10))) struct FirstStateDuringOneShotFetchTests {
    @Test(arguments: [true, false])
    func givenRequireDataFetching_whenSubscribing_thenLoadingAtOnceThenTheOutcome(succeeds: Bool) async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        let oneShot = Task { await flowable.getData() }
        let request = try await fetcher.nextRequest()

        let states = StateRecorder(flowable)
        await states.expect(.loading(nil))

        request.respond(with: succeeds ? .success(4) : .failure(TestError(code: 2)))
        await states.expect(succeeds ? .completed(4) : .error(TestError(code: 2), nil))
        #expect(await oneShot.value == (succeeds ? 4 : nil))
        #expect(fetcher.requestCount == 1)
    }

    @Test(arguments: [true, false])
    func givenRefreshFetching_whenSubscribing_thenLoadingAtOnceThenTheOutcome(succeeds: Bool) async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        let refresh = Task { await flowable.refresh() }
        let request = try await fetcher.nextRequest()

        let states = StateRecorder(flowable)
        await states.expect(.loading(nil))

        request.respond(with: succeeds ? .success(7) : .failure(TestError(code: 3)))
        await states.expect(succeeds ? .completed(7) : .error(TestError(code: 3), nil))
        await refresh.value
        #expect(fetcher.requestCount == 1)
    }
}
