import Testing

@testable import StoreFlowable

/// The last combined state of two sequences that both ended before the consumer asked for it is still
/// delivered, then the end: nothing is dropped because the inputs finished first.
@Suite struct CombineStateEndTests {
    @Test func givenBothSidesEndedBeforeTheLastStateIsTaken_whenTaken_thenItComesThenTheEnd() async throws {
        let fixed = AdditionalLoadingState.fixed(canRequestAdditionalData: false)
        let (left, leftInput) = AsyncStream<LoadingState<Int>>.makeStream()
        let (right, rightInput) = AsyncStream<LoadingState<Int>>.makeStream()
        let cursor = CombineStateCursor(
            left: SequenceCursor(left), right: SequenceCursor(right), transform: { $0 + $1 })
        leftInput.yield(.loading(content: nil))
        rightInput.yield(.loading(content: nil))
        let first = await cursor.next()

        leftInput.yield(.completed(content: 1, next: fixed, prev: fixed))
        rightInput.yield(.completed(content: 2, next: fixed, prev: fixed))
        leftInput.finish()
        rightInput.finish()
        // Both sides are read to their end and the combination has finished, nobody waiting.
        try await #require(cursor.reading).value
        let last = await cursor.next()
        let end = await cursor.next()

        #expect(first?.isLoading == true)
        #expect(last?.content == 3)
        #expect(last?.isCompleted == true)
        #expect(end == nil)
    }
}
