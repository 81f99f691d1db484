import StoreFlowable
import StoreFlowableTesting
import Testing

/// A param's coordination state lives only while it has subscribers or work in flight.
@Suite struct IdleReleaseTests {
    @Test func givenManyParamsSubscribedAndReleased_thenNoCoordinationStateIsKept() async {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int> { $0.param.count }
        let count = 100_000
        for index in 0..<count {
            let flowable = makeFlowable(cacher: cacher, fetcher: fetcher, param: "p\(index)")
            for await state in flowable.publish() where state.isCompleted { break }
        }

        #expect(fetcher.requestCount == count)
        #expect(cacher.activeParamCount == 0)
        #expect(cacher.totalSubscriberCount == 0)
        // The cached data itself stays: it is the cacher's business.
        #expect(
            await makeFlowable(cacher: cacher, fetcher: fetcher, param: "p99999").getData(from: .cache) == 6)
    }

    @Test func givenAFetchInFlightWithoutSubscribers_whenItEnds_thenTheStateIsReleased() async throws {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        let oneShot = Task { await flowable.getData() }
        let request = try await fetcher.nextRequest()
        #expect(cacher.activeParamCount == 1)

        request.answer(1)
        _ = await oneShot.value

        #expect(cacher.activeParamCount == 0)
    }

    @Test func givenAFailedFetch_thenOnlyTheFailureIsKept_untilASuccess() async {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int> { request in
            if request.number == 1 { throw TestError(code: 1) }
            return 5
        }
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        #expect(await flowable.getData() == nil)
        #expect(cacher.activeParamCount == 1)

        await flowable.validate()

        #expect(fetcher.requestCount == 2)
        #expect(cacher.activeParamCount == 0)
    }
}
