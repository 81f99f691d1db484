import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct PageSingleFlightTests {
    @Test func given50ConcurrentRequests_whenThePageArrives_thenOneCallAndEveryCallerSeesItStored()
        async throws
    {
        let cacher = ListCacher()
        let fetcher = FeedFetcher<String>()
        let flowable = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        await flowable.update(newData: ["a"], nextKey: "p2")
        let seenOnReturn = Recorder<[String]?>()

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    await flowable.requestNextData()
                    seenOnReturn.record(await flowable.getData(from: .cache))
                }
            }
            // One caller fetches the page and the other 49 wait for it: only then is the page answered.
            let request = try await fetcher.nextPage.nextRequest()
            while cacher.pageJoinerCount(for: "feed") < 49 { await Task.yield() }
            #expect(seenOnReturn.values.isEmpty)
            // The last page: a caller arriving after it is stored finds the end and makes no call either.
            request.answer(["b"], nextKey: nil)
            try await group.waitForAll()
        }

        #expect(fetcher.nextPage.requestCount == 1)
        #expect(fetcher.nextPage.keys == ["p2"])
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
        #expect(seenOnReturn.values.count == 50)
        #expect(seenOnReturn.values.allSatisfy { $0 == ["a", "b"] })
    }
}
