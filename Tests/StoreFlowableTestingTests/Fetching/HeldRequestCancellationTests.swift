import StoreFlowable
import StoreFlowableTesting
import Testing

/// Cancelling a fetch whose request is held ends the fetch at once with `CancellationError`: no
/// continuation is left waiting for an answer that will never come.
@Suite struct HeldRequestCancellationTests {
    @Test func givenAHeldRequest_whenTheFetchingTaskIsCancelled_thenTheFetchThrowsCancellationError()
        async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let fetching = Task { try await fetcher.fetch(param: "a") }
        let request = try await fetcher.nextRequest()

        fetching.cancel()

        await #expect(throws: CancellationError.self) { try await fetching.value }
        try await request.waitForCancellation()
        #expect(request.isCancelled)
        #expect(!request.isPending)
        #expect(!request.answer(1))
    }

    @Test func givenAnAlreadyCancelledTask_whenItFetches_thenTheRequestIsRecordedAndTheFetchEndsAtOnce()
        async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let fetching = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await fetcher.fetch(param: "a")
        }

        await #expect(throws: CancellationError.self) { try await fetching.value }
        #expect(fetcher.requests.map(\.isCancelled) == [true])
    }

    @Test func givenAHeldPageRequest_whenTheCallerIsCancelled_thenThePageFetchEndsAndTheListIsKept()
        async throws
    {
        let fetcher = TestPaginationFetcher<String, String, String>()
        let feed = AnyPaginationStoreFlowable.from(
            cacher: InMemoryPaginationCacher(), fetcher: fetcher, param: "feed")
        await feed.update(newData: ["a"], nextKey: "p2")
        let caller = Task { await feed.requestNextData() }
        let request = try await fetcher.nextPage.nextRequest()

        caller.cancel()
        await caller.value

        #expect(request.isCancelled)
        #expect(await feed.getData(from: .cache) == ["a"])
    }

    @Test func givenAnAnsweredRequest_whenTheTaskIsCancelledAfter_thenTheAnswerStands() async throws {
        let fetcher = TestFetcher<String, Int>()
        let fetching = Task { try await fetcher.fetch(param: "a") }
        let request = try await fetcher.nextRequest()
        request.answer(5)

        fetching.cancel()

        #expect(try await fetching.value == 5)
        #expect(!request.isCancelled)
    }
}
