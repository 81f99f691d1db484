import StoreFlowable
import StoreFlowableTesting
import Testing

/// A model's state is the cached content from the first read, before any `await`.
@MainActor
@Suite struct FlowableModelInitialStateTests {
    @Test func givenValidCache_whenModelIsMade_thenStateIsCompletedWithoutFetch() async {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 7)

        let model = FlowableModel(flowable)

        #expect(
            model.state
                == .completed(
                    content: 7, next: .fixed(canRequestAdditionalData: false),
                    prev: .fixed(canRequestAdditionalData: false)))
        #expect(!model.isLoading)
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenExpiredCache_whenModelIsMade_thenStateIsLoadingWithTheCachedContent() async {
        let clock = TestClock()
        let flowable = makeFlowable(
            cacher: IntCacher(expireSeconds: 10, clock: clock.epochClock), fetcher: TestFetcher<String, Int>()
        )
        await flowable.update(newData: 7)
        clock.advance(by: .seconds(11))

        let model = FlowableModel(flowable)

        #expect(model.state == .loading(content: 7))
        #expect(model.isLoading)
    }

    @Test func givenNothingCached_whenModelIsMade_thenStateIsLoadingWithoutContent() {
        let model = FlowableModel(makeFlowable(cacher: IntCacher(), fetcher: TestFetcher<String, Int>()))

        #expect(model.state == .loading(content: nil))
    }

    @Test func givenCachedPageWithNextKey_whenModelIsMade_thenNextPageCanBeRequested() async {
        let flowable = makePaginationFlowable(
            cacher: ListCacher(), fetcher: FeedFetcher<String>())
        await flowable.update(newData: ["a", "b"], nextKey: "2")

        let model = FlowableModel(flowable)

        #expect(model.content == ["a", "b"])
        #expect(model.nextPage == .fixed(canRequestAdditionalData: true))
        #expect(model.prevPage == .fixed(canRequestAdditionalData: false))
    }

    @Test func givenSubscriberThatSawAFailure_whenModelIsMade_thenStateIsThatFailure() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()
        _ = try await fetcher.nextRequest().fail(TestError(code: 1))
        _ = await states.next()

        let model = FlowableModel(flowable)

        #expect(model.state.error as? TestError == TestError(code: 1))
        #expect(model.content == nil)
    }

    @Test func givenNormalizedListInTheStore_whenModelIsMade_thenItShowsTheJoinedEntities() async {
        let store = EntityStore()
        let cacher = NormalizedListCacher<String, Author, String>(store: store)
        let flowable = AnyPaginationStoreFlowable.from(
            cacher: cacher, fetcher: FeedFetcher<Author>(), param: "feed")
        await flowable.update(newData: [Author(id: "a", name: "Alice")], nextKey: nil)
        store.update(Author.self, id: "a") { $0.name = "Alicia" }

        let model = FlowableModel(flowable)

        #expect(model.content?.map(\.name) == ["Alicia"])
        #expect(model.state.isCompleted)
    }
}
