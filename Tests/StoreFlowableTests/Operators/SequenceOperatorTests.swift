import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct SequenceOperatorTests {
    @Test func givenFlowable_whenMappingContent_thenEachStateCarriesTheTransformedContent() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        let states = StateRecorder(flowable.publish().mapContent { "#\($0)" })

        await states.expect(.loading(nil))
        try await fetcher.nextRequest().answer(4)
        await states.expect(.completed("#4"))
        async let refreshed: Void = flowable.refresh()
        await states.expect(.loading("#4"))
        try await fetcher.nextRequest().fail(TestError(code: 3))
        await refreshed
        await states.expect(.error(TestError(code: 3), "#4"))
    }

    @Test func givenTwoFlowables_whenCombiningState_thenStatesFollowBothSides() async throws {
        let cacher = IntCacher()
        let leftFetcher = TestFetcher<String, Int>()
        let left = makeFlowable(cacher: cacher, fetcher: leftFetcher, param: "left")
        let right = makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>(), param: "right")
        await right.update(newData: 10)
        let states = StateRecorder(left.publish().combineState(right.publish()) { $0 + $1 })

        await states.expect(.loading(nil))
        try await leftFetcher.nextRequest().answer(1)
        await states.expect(.completed(11))
        await right.update(newData: 20)
        await states.expect(.completed(21))
    }

    @Test func givenCombinedIteration_whenItEnds_thenBothSidesAreReleased() async {
        let cacher = IntCacher()
        let left = makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>(), param: "left")
        let right = makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>(), param: "right")
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
