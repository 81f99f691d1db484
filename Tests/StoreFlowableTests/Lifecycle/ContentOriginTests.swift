import StoreFlowable
import StoreFlowableTesting
import Testing

/// `ContentOrigin` describes the content, not the subscriber: content this process fetched reads
/// `.network` to every subscriber until it is overwritten or cleared, whoever subscribes and whenever.
@Suite struct ContentOriginTests {
    /// The origin a new subscriber is shown first.
    static func originShownFirst(by flowable: some StoreFlowable<Int>) async -> ContentOrigin? {
        var updates = flowable.publishCacheOnlyWithFreshness().makeAsyncIterator()
        return await updates.next()?.freshness?.origin
    }

    @Test func givenAFetchThatEnded_whenAnotherSubscriberComes_thenItIsShownTheContentCameFromTheNetwork()
        async throws
    {
        let fetcher = TestFetcher<String, Int> { _ in 7 }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        #expect(try await flowable.requireData() == 7)

        var fresh = flowable.publishWithFreshness().makeAsyncIterator()
        let first = await fresh.next()

        #expect(first?.state.content == 7)
        #expect(first?.freshness?.origin == .network)
        #expect(await Self.originShownFirst(by: flowable) == .network)
        #expect(fetcher.requestCount == 1)
    }

    @Test func givenFetchedContent_whenUpdatedThenFetchedAgain_thenTheOriginFollowsTheLastWrite() async throws
    {
        let fetcher = TestFetcher<String, Int> { _ in 7 }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        _ = try await flowable.requireData()

        await flowable.update(newData: 8)
        let afterUpdate = await Self.originShownFirst(by: flowable)
        _ = try await flowable.requireData(from: .origin)
        let afterFetch = await Self.originShownFirst(by: flowable)
        await flowable.clear()
        await flowable.update(newData: 9)
        let afterClear = await Self.originShownFirst(by: flowable)

        #expect(afterUpdate == .memory)
        #expect(afterFetch == .network)
        #expect(afterClear == .memory)
    }

    @Test
    func givenAFetchedTimeline_whenAnEntityInItIsWritten_thenEverySubscriberStillSeesItCameFromTheNetwork()
        async throws
    {
        let timelines = Timelines(pages: [
            "home": [[Toot(id: "1", author: Timelines.alice, text: "one")]]
        ])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        var following = home.publishWithFreshness().makeAsyncIterator()
        _ = await following.next()

        timelines.store.update(Toot.self, id: "1") { $0.favourited = true }
        let changed = await following.next()
        var later = home.publishCacheOnlyWithFreshness().makeAsyncIterator()
        let shownLater = await later.next()

        #expect(changed?.state.content?.first?.favourited == true)
        #expect(changed?.freshness?.origin == .network)
        #expect(shownLater?.state.content?.first?.favourited == true)
        #expect(shownLater?.freshness?.origin == .network)
    }

    @Test func givenATimelineFetchedByAFlowableNowGone_whenANewFlowableSubscribes_thenItIsShownNetwork()
        async throws
    {
        let timelines = Timelines(pages: ["home": [[Toot(id: "1", author: Timelines.alice)]]])
        _ = try await timelines.timeline("home").requireData()

        var updates = timelines.timeline("home").publishWithFreshness().makeAsyncIterator()
        let first = await updates.next()

        #expect(first?.state.isCompleted == true)
        #expect(first?.freshness?.origin == .network)
    }
}
