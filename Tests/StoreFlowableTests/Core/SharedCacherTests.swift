import StoreFlowable
import Testing

@Suite struct SharedCacherTests {
    @Test func givenTwoFlowablesOnOneCacherAndParam_whenOneUpdates_thenTheOthersSubscriberSeesIt() async {
        let cacher = IntCacher()
        let writer = makeFlowable(cacher: cacher, fetcher: ControlledFetcher())
        let reader = makeFlowable(cacher: cacher, fetcher: ControlledFetcher())
        await writer.update(newData: 1)
        var states = reader.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "completed(1)")

        await writer.update(newData: 2)

        #expect(describe(await states.next()) == "completed(2)")
    }

    @Test func givenTwoFlowablesOnOneCacherAndParam_whenBothFetchColdConcurrently_thenOneOriginCall() async {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>()
        let first = makeFlowable(cacher: cacher, fetcher: fetcher)
        let second = makeFlowable(cacher: cacher, fetcher: fetcher)

        async let a = first.getData()
        async let b = second.getData()
        await fetcher.respond(toCall: 1, with: .success(3))

        #expect(await a == 3)
        #expect(await b == 3)
        #expect(fetcher.callCount == 1)
    }

    @Test func givenOneCacher_whenAnotherParamChanges_thenSubscriberIsNotWoken() async {
        let cacher = IntCacher()
        let watched = makeFlowable(cacher: cacher, fetcher: ControlledFetcher(), param: "watched")
        let other = makeFlowable(cacher: cacher, fetcher: ControlledFetcher(), param: "other")
        await watched.update(newData: 1)
        var states = watched.publish().makeAsyncIterator()
        _ = await states.next()

        await other.update(newData: 99)
        await watched.update(newData: 2)

        #expect(describe(await states.next()) == "completed(2)")
    }
}
