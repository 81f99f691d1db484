import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct SharedCacherTests {
    @Test func givenTwoFlowablesOnOneCacherAndParam_whenOneUpdates_thenTheOthersSubscriberSeesIt() async {
        let cacher = IntCacher()
        let writer = makeFlowable(cacher: cacher, fetcher: TestFetcher())
        let reader = makeFlowable(cacher: cacher, fetcher: TestFetcher())
        await writer.update(newData: 1)
        let states = StateRecorder(reader)
        await states.expect(.completed(1))

        await writer.update(newData: 2)

        await states.expect(.completed(2))
    }

    @Test func givenTwoFlowablesOnOneCacherAndParam_whenBothFetchColdConcurrently_thenOneOriginCall()
        async throws
    {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int>()
        let first = makeFlowable(cacher: cacher, fetcher: fetcher)
        let second = makeFlowable(cacher: cacher, fetcher: fetcher)

        async let a = first.getData()
        async let b = second.getData()
        try await fetcher.nextRequest().answer(3)

        #expect(await a == 3)
        #expect(await b == 3)
        #expect(fetcher.requestCount == 1)
    }

    @Test func givenOneCacher_whenAnotherParamChanges_thenSubscriberIsNotWoken() async {
        let cacher = IntCacher()
        let watched = makeFlowable(cacher: cacher, fetcher: TestFetcher(), param: "watched")
        let other = makeFlowable(cacher: cacher, fetcher: TestFetcher(), param: "other")
        await watched.update(newData: 1)
        let states = StateRecorder(watched)
        await states.expect(.completed(1))

        await other.update(newData: 99)
        await watched.update(newData: 2)

        await states.expect(.completed(2))
    }
}
