import StoreFlowable
import Testing

@Suite struct SequenceOperatorTests {
    @Test func givenFlowable_whenMappingContent_thenEachStateCarriesTheTransformedContent() async {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        var states = flowable.publish().mapContent { "#\($0)" }.makeAsyncIterator()

        #expect(describe(await states.next()) == "loading(nil)")
        await fetcher.respond(toCall: 1, with: .success(4))
        #expect(describe(await states.next()) == "completed(#4)")
        async let refreshed: Void = flowable.refresh()
        #expect(describe(await states.next()) == "loading(#4)")
        await fetcher.respond(toCall: 2, with: .failure(TestError(code: 3)))
        await refreshed
        #expect(describe(await states.next()) == "error(TestError(code: 3), #4)")
    }

    @Test func givenTwoFlowables_whenCombiningState_thenStatesFollowBothSides() async {
        let cacher = IntCacher()
        let leftFetcher = ControlledFetcher<String, Int>()
        let left = makeFlowable(cacher: cacher, fetcher: leftFetcher, param: "left")
        let right = makeFlowable(cacher: cacher, fetcher: ControlledFetcher(), param: "right")
        await right.update(newData: 10)
        var states = left.publish().combineState(right.publish()) { $0 + $1 }.makeAsyncIterator()

        #expect(describe(await states.next()) == "loading(nil)")
        await leftFetcher.respond(toCall: 1, with: .success(1))
        #expect(describe(await states.next()) == "completed(11)")
        await right.update(newData: 20)
        #expect(describe(await states.next()) == "completed(21)")
    }

    @Test func givenCombinedIteration_whenItEnds_thenBothSidesAreReleased() async {
        let cacher = IntCacher()
        let left = makeFlowable(cacher: cacher, fetcher: ControlledFetcher(), param: "left")
        let right = makeFlowable(cacher: cacher, fetcher: ControlledFetcher(), param: "right")
        await left.update(newData: 1)
        await right.update(newData: 2)

        let task = Task {
            for await state in left.publish().combineState(right.publish(), transform: +) {
                if state.content == 3 { break }
            }
        }
        await task.value
        await waitUntil { cacher.totalSubscriberCount == 0 }

        #expect(cacher.totalSubscriberCount == 0)
    }
}

/// Yields until `condition` holds, for effects that finish on another task (at most 10,000 yields).
func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() {
        await Task.yield()
    }
}
