import StoreFlowable
import StoreFlowableTesting
import Testing

/// `expectEventually` skips states until the one expected, for actions whose passing states a subscriber
/// may or may not see.
@Suite struct ExpectEventuallyTests {
    @Test func givenAnAwaitedRefresh_whenExpectingWhereItSettles_thenTheLoadingStateInBetweenIsSkipped()
        async throws
    {
        let fetcher = TestFetcher<String, Int> { $0.number * 10 }
        let flowable = AnyStoreFlowable.from(cacher: InMemoryCacher(), fetcher: fetcher, param: "k")
        await flowable.update(newData: 1)
        let states = StateRecorder(flowable)
        await states.expect(.completed(1))

        await flowable.refresh()

        #expect(await states.expectEventually(.completed(10)))
        await flowable.update(newData: 2)
        #expect(await states.expect(.completed(2)))
    }

    @Test func givenTheSequenceFinishesFirst_whenExpectingEventually_thenTheIssueListsTheStatesSkipped() async
    {
        let (stream, continuation) = AsyncStream.makeStream(of: LoadingState<Int>.self)
        let states = StateRecorder(stream)
        continuation.yield(.loading(content: nil))
        continuation.yield(.error(rawError: Offline(), content: nil))
        continuation.finish()
        let issues = CapturedIssues()

        await withKnownIssue {
            #expect(await states.expectEventually(.completed(1)) == false)
        } matching: {
            issues.match($0)
        }

        #expect(
            issues.all == [
                "No recorded state was completed(1) before the sequence finished; states since the last check: "
                    + "loading(nil), error(Offline(0), nil)"
            ])
    }
}
