import Testing

@testable import StoreFlowable

/// A caller whose task is cancelled stops waiting at once, even when the fetcher ignores cancellation
/// (`ControlledFetcher` answers only when the test says); the shared fetch goes on for everyone else.
@Suite struct CallerCancellationTests {
    /// A feed whose first page, `[1]`, is loaded, and whose next pages the test answers.
    static func feedWithItsFirstPage() async throws -> (
        InMemoryPaginationCacher<String, Int, String>, ControlledPaginationFetcher<Int>,
        AnyPaginationStoreFlowable<Int, String>
    ) {
        let cacher = InMemoryPaginationCacher<String, Int, String>()
        let fetcher = ControlledPaginationFetcher<Int>(first: { _, _ in
            PaginationFetchResult(data: [1], nextKey: "2")
        })
        let flowable = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        _ = try await flowable.requireData()
        return (cacher, fetcher, flowable)
    }

    @Test
    func givenAFetchInFlight_whenACallerOfRequireDataIsCancelled_thenItThrowsAtOnceAndOthersGetTheValue()
        async throws
    {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        let cancelled = Task { try await flowable.requireData() }
        await fetcher.waitForCalls(1)
        let other = Task { try await flowable.requireData() }

        cancelled.cancel()

        await #expect(throws: CancellationError.self) { try await cancelled.value }
        fetcher.respond(.success(7))
        #expect(try await other.value == 7)
        #expect(fetcher.callCount == 1)
        #expect(await cacher.loadData(param: "key") == 7)
    }

    @Test func givenAFetchInFlight_whenCallersOfRefreshValidateAndGetDataAreCancelled_thenEachReturnsAtOnce()
        async throws
    {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        let refreshing = Task { await flowable.refresh() }
        await fetcher.waitForCalls(1)
        let validating = Task { await flowable.validate() }
        let getting = Task { await flowable.getData(from: .origin) }

        for task in [refreshing, validating] { task.cancel() }
        getting.cancel()

        await refreshing.value
        await validating.value
        #expect(await getting.value == nil)
        // The fetch they shared was not given up: its answer is saved.
        fetcher.respond(.success(3))
        #expect(try await flowable.requireData() == 3)
        #expect(fetcher.callCount == 1)
    }

    @Test func givenAFirstPageLoading_whenTheCallerOfAPageRequestIsCancelled_thenItReturnsAtOnce()
        async throws
    {
        let cacher = InMemoryPaginationCacher<String, Int, String>()
        let fetcher = ControlledPaginationFetcher<Int>()
        let flowable = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        let paging = Task { await flowable.requestNextData() }
        await fetcher.first.waitForCalls(1)

        paging.cancel()

        await paging.value
        fetcher.first.respond(.success(PaginationFetchResult(data: [1], nextKey: "2")))
        #expect(try await flowable.requireData() == [1])
    }

    @Test
    func
        givenAPageFetchThatIgnoresCancellation_whenItsCallerIsCancelled_thenItReturnsAndTheNextCallerFetchesAgain()
        async throws
    {
        let (cacher, fetcher, flowable) = try await Self.feedWithItsFirstPage()
        let paging = Task { await flowable.requestNextData() }
        await fetcher.next.waitForCalls(1)

        paging.cancel()
        await paging.value
        let again = Task { await flowable.requestNextData() }
        await fetcher.next.waitForCalls(2)
        // The cancelled caller's fetch answers late, and is dropped; the second caller's is stored.
        fetcher.next.respond(.success(PaginationFetchResult(data: [99], nextKey: nil)))
        fetcher.next.respond(.success(PaginationFetchResult(data: [2], nextKey: nil)))
        await again.value

        #expect(await cacher.loadData(param: "feed") == [1, 2])
    }

    @Test func givenAPageInFlight_whenACallerThatJoinedItIsCancelled_thenItReturnsAndThePageStillArrives()
        async throws
    {
        let (cacher, fetcher, flowable) = try await Self.feedWithItsFirstPage()
        let running = Task { await flowable.requestNextData() }
        await fetcher.next.waitForCalls(1)
        let joining = Task { await flowable.requestNextData() }

        joining.cancel()
        await joining.value

        fetcher.next.respond(.success(PaginationFetchResult(data: [2], nextKey: nil)))
        await running.value
        #expect(await cacher.loadData(param: "feed") == [1, 2])
        #expect(fetcher.next.count == 1)
    }
}
