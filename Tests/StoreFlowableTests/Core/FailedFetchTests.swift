import StoreFlowable
import Testing

@Suite struct FailedFetchTests {
    @Test func givenCachedContent_whenRefreshFails_thenErrorKeepsContentAndCache() async throws {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 4)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()

        async let refreshed: Void = flowable.refresh()
        _ = await states.next()
        await fetcher.respond(toCall: 1, with: .failure(TestError(code: 500)))
        await refreshed

        #expect(describe(await states.next()) == "error(TestError(code: 500), 4)")
        #expect(await flowable.getData(from: .cache) == 4)
    }

    @Test func givenNoCache_whenFetchFails_thenRequireDataThrowsTheOriginErrorUnchanged() async {
        let fetcher = ControlledFetcher<String, Int> { _, _ in throw TestError(code: 404) }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)

        await #expect(throws: TestError(code: 404)) { try await flowable.requireData() }
        #expect(await flowable.getData() == nil)
    }

    @Test func givenFailedFetch_whenSubscribing_thenStateIsErrorThenRetrySucceeds() async {
        let fetcher = ControlledFetcher<String, Int> { _, call in
            if call == 1 { throw TestError(code: 1) }
            return 10
        }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        _ = await flowable.getData()

        await flowable.validate()

        #expect(fetcher.callCount == 2)
        #expect(await flowable.getData(from: .cache) == 10)
    }
}
