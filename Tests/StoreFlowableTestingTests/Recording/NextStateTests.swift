import StoreFlowable
import StoreFlowableTesting
import Testing

/// `next()` takes the recorded states one at a time, after those `expect` checked; `states` keeps them
/// all.
@Suite struct NextStateTests {
    @Test func givenRecordedStates_whenTakingThemOneByOne_thenTheyComeInOrderThenNilOnceFinished()
        async throws
    {
        let (stream, continuation) = AsyncStream.makeStream(of: LoadingState<Int>.self)
        let states = StateRecorder(stream)
        continuation.yield(.loading(content: nil))
        continuation.yield(.completed(content: 1, next: .end, prev: .end))
        await states.expect(.loading(nil))

        let second = try await states.next()
        continuation.finish()
        let third = try await states.next()

        #expect(second == .completed(content: 1, next: .end, prev: .end))
        #expect(third == nil)
        #expect(states.states.count == 2)
        #expect(states.isFinished)
    }

    @Test func givenARecorderOfAFlowable_whenStopped_thenTheSubscriptionEnds() async throws {
        let cacher = InMemoryCacher<String, Int>()
        let flowable = AnyStoreFlowable.from(cacher: cacher, fetcher: TestFetcher<String, Int>(), param: "k")
        await flowable.update(newData: 1)
        let states = StateRecorder(flowable)
        await states.expect(.completed(1))
        #expect(cacher.subscriberCount(for: "k") == 1)

        states.stop()

        #expect(try await states.next() == nil)
        #expect(cacher.subscriberCount(for: "k") == 0)
    }
}
