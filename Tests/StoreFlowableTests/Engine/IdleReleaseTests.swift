import StoreFlowable
import Testing

/// A param's coordination state lives only while it has subscribers or work in flight.
@Suite struct IdleReleaseTests {
    @Test func givenManyParamsSubscribedAndReleased_thenNoCoordinationStateIsKept() async {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>(autoRespond: { param, _ in param.count })
        let count = 100_000
        for index in 0..<count {
            let flowable = makeFlowable(cacher: cacher, fetcher: fetcher, param: "p\(index)")
            for await state in flowable.publish() where state.isCompleted { break }
        }

        #expect(fetcher.callCount == count)
        #expect(cacher.activeParamCount == 0)
        #expect(cacher.totalSubscriberCount == 0)
        // The cached data itself stays: it is the cacher's business.
        #expect(
            await makeFlowable(cacher: cacher, fetcher: fetcher, param: "p99999").getData(from: .cache) == 6)
    }

    @Test func givenAFetchInFlightWithoutSubscribers_whenItEnds_thenTheStateIsReleased() async {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        let oneShot = Task { await flowable.getData() }
        await fetcher.waitForCalls(1)
        #expect(cacher.activeParamCount == 1)

        fetcher.respond(.success(1))
        _ = await oneShot.value

        #expect(cacher.activeParamCount == 0)
    }

    @Test func givenAFailedFetch_thenOnlyTheFailureIsKept_untilASuccess() async {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>(autoRespond: { _, call in
            if call == 1 { throw TestError(code: 1) }
            return 5
        })
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        #expect(await flowable.getData() == nil)
        #expect(cacher.activeParamCount == 1)

        await flowable.validate()

        #expect(fetcher.callCount == 2)
        #expect(cacher.activeParamCount == 0)
    }
}
