import StoreFlowable
import StoreFlowableTesting
import Testing

/// `run()` keeps the model up to date while its task runs, and the model's methods reach the flowable.
@MainActor
@Suite struct FlowableModelRunTests {
    @Test func givenNothingCached_whenRunning_thenTheFetchedContentIsShown() async throws {
        let fetcher = TestFetcher<String, Int>()
        let model = FlowableModel(makeFlowable(cacher: IntCacher(), fetcher: fetcher))
        let run = Task { await model.run() }

        _ = try await fetcher.nextRequest().answer(5)
        await model.waitUntil { $0.content == 5 }

        #expect(model.state.isCompleted)
        run.cancel()
    }

    @Test func givenRunCancelled_whenTheCacheChanges_thenTheModelKeepsItsLastState() async {
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: TestFetcher<String, Int>())
        await flowable.update(newData: 1)
        let model = FlowableModel(flowable)
        let run = Task { await model.run() }
        await flowable.update(newData: 2)
        await model.waitUntil { $0.content == 2 }

        run.cancel()
        await run.value
        await flowable.update(newData: 3)

        #expect(model.content == 2)
        #expect(flowable.currentState().content == 3)
    }

    @Test func givenModelNotRunning_thenNothingIsFetched() async {
        let fetcher = TestFetcher<String, Int>()
        let model = FlowableModel(makeFlowable(cacher: IntCacher(), fetcher: fetcher))

        #expect(model.state == .loading(content: nil))
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenRunningModel_whenRefreshing_thenContentStaysShownUntilTheNewOneArrives() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)
        let model = FlowableModel(flowable)
        let run = Task { await model.run() }

        let refresh = Task { await model.refresh() }
        await model.waitUntil { $0.isLoading }
        #expect(model.content == 1)
        _ = try await fetcher.nextRequest().answer(9)
        await refresh.value
        await model.waitUntil { $0.content == 9 }

        #expect(!model.isLoading)
        run.cancel()
    }

    @Test func givenPaginatedModel_whenRequestingTheNextPage_thenItIsAppendedAndTheEndIsShown() async {
        let fetcher = FeedFetcher<String>(nextPage: { _ in .page(["c"], next: nil) })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a", "b"], nextKey: "2")
        let model = FlowableModel(flowable)
        let run = Task { await model.run() }

        await model.requestNextData()
        await model.waitUntil { $0.content == ["a", "b", "c"] }

        #expect(model.nextPage == .fixed(canRequestAdditionalData: false))
        #expect(fetcher.nextPage.keys == ["2"])
        run.cancel()
    }

    @Test func givenModelWithoutPages_whenRequestingAPage_thenNothingIsFetched() async {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)
        let model = FlowableModel(flowable)

        await model.requestNextData()
        await model.requestPrevData()

        #expect(fetcher.requestCount == 0)
        #expect(model.content == 1)
    }
}
