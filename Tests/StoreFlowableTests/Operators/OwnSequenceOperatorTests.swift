import StoreFlowable
import Testing

/// `mapContent`, `combineState` and `LoadingState.zip` on sequences of the user's own, as
/// StoreFlowable.swift 4's operators worked on any sequence of states.
@Suite struct OwnSequenceOperatorTests {
    @Test func givenAnAsyncStreamOfStates_whenWrappedAndMapped_thenEachStateIsMappedAndTheSequenceEnds() async
    {
        let (stream, input) = AsyncStream<LoadingState<Int>>.makeStream()
        var states = LoadingStateSequence(stream).mapContent { "#\($0)" }.makeAsyncIterator()

        input.yield(.loading(content: nil))
        let first = await states.next()
        input.yield(
            .completed(
                content: 7, next: .fixed(canRequestAdditionalData: false),
                prev: .fixed(canRequestAdditionalData: false)))
        input.finish()
        let second = await states.next()
        let end = await states.next()

        #expect(first == .loading(content: nil))
        #expect(second?.content == "#7")
        #expect(second?.isCompleted == true)
        #expect(end == nil)
    }

    @Test
    func givenTwoFiniteSequences_whenCombinedAndBothEndBeforeTheLastStateIsTaken_thenItIsStillDelivered()
        async
    {
        let done = LoadingState<Int>.completed(
            content: 1, next: .fixed(canRequestAdditionalData: false),
            prev: .fixed(canRequestAdditionalData: false))
        let (left, leftInput) = AsyncStream<LoadingState<Int>>.makeStream()
        let (right, rightInput) = AsyncStream<LoadingState<Int>>.makeStream()
        var combined = LoadingStateSequence(left).combineState(LoadingStateSequence(right)) { $0 + $1 }
            .makeAsyncIterator()

        leftInput.yield(.loading(content: nil))
        rightInput.yield(.loading(content: nil))
        let first = await combined.next()
        leftInput.yield(done)
        rightInput.yield(
            .completed(
                content: 2, next: .fixed(canRequestAdditionalData: true),
                prev: .fixed(canRequestAdditionalData: false)))
        leftInput.finish()
        rightInput.finish()
        var rest: [LoadingState<Int>] = []
        while let state = await combined.next() { rest.append(state) }

        #expect(first?.isLoading == true)
        #expect(rest.last?.content == 3)
        #expect(rest.last?.isCompleted == true)
        #expect(rest.dropLast().allSatisfy { !$0.isCompleted })
    }

    @Test func givenStatesOfTwoSources_whenZipped_thenErrorsWinThenLoadingAndContentsCombine() {
        struct Failure: Error {}
        let fixed = AdditionalLoadingState.fixed(canRequestAdditionalData: false)
        let done = LoadingState<Int>.completed(content: 2, next: fixed, prev: fixed)
        let loading = LoadingState<String>.loading(content: "a")
        let failed = LoadingState<String>.error(rawError: Failure(), content: "b")
        let completed = LoadingState<String>.completed(content: "c", next: fixed, prev: fixed)

        let whileLoading = LoadingState.zip(done, loading) { "\($1)\($0)" }
        let afterFailure = LoadingState.zip(done, failed) { "\($1)\($0)" }
        let both = LoadingState.zip(done, completed) { "\($1)\($0)" }

        #expect(whileLoading == .loading(content: "a2"))
        #expect(afterFailure.error is Failure)
        #expect(afterFailure.content == "b2")
        #expect(both.content == "c2")
        #expect(both.isCompleted)
    }
}
