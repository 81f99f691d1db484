import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct SlowSubscriberTests {
    @Test func givenSubscriberNotIterating_whenManyUpdatesHappen_thenItGetsOnlyTheLatest() async {
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: TestFetcher<String, Int>())
        await flowable.update(newData: 0)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "completed(0)")

        for value in 1...1_000 { await flowable.update(newData: value) }

        #expect(describe(await states.next()) == "completed(1000)")
        await flowable.update(newData: 1_001)
        #expect(describe(await states.next()) == "completed(1001)")
    }
}
