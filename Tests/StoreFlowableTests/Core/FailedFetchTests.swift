import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct FailedFetchTests {
    @Test func givenCachedContent_whenRefreshFails_thenErrorKeepsContentAndCache() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 4)
        let states = StateRecorder(flowable)
        await states.expect(.completed(4))

        async let refreshed: Void = flowable.refresh()
        await states.expect(.loading(4))
        try await fetcher.nextRequest().fail(TestError(code: 500))
        await refreshed

        await states.expect(.error(TestError(code: 500), 4))
        #expect(await flowable.getData(from: .cache) == 4)
    }

    @Test func givenNoCache_whenFetchFails_thenRequireDataThrowsTheOriginErrorUnchanged() async {
        let fetcher = TestFetcher<String, Int> { _ in throw TestError(code: 404) }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)

        await #expect(throws: TestError(code: 404)) { try await flowable.requireData() }
        #expect(await flowable.getData() == nil)
    }

    @Test func givenFailedFetch_whenSubscribing_thenStateIsErrorThenRetrySucceeds() async {
        let fetcher = TestFetcher<String, Int> { request in
            if request.number == 1 { throw TestError(code: 1) }
            return 10
        }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        _ = await flowable.getData()

        await flowable.validate()

        #expect(fetcher.requestCount == 2)
        #expect(await flowable.getData(from: .cache) == 10)
    }
}
