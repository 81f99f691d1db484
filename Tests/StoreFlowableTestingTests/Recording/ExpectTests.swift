import StoreFlowable
import StoreFlowableTesting
import Testing

/// `expect` checks the next states exactly, waiting for them while they match, and each check starts
/// where the last one ended.
@Suite struct ExpectTests {
    @Test func givenAFetchAnsweredStepByStep_whenExpectingEachStep_thenEveryCheckPasses() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = AnyStoreFlowable.from(cacher: InMemoryCacher(), fetcher: fetcher, param: "k")
        let states = StateRecorder(flowable)

        #expect(await states.expect(.loading(nil)))
        try await fetcher.nextRequest().answer(3)
        #expect(await states.expect(.completed(3)))
        await flowable.update(newData: 4)
        #expect(await states.expect(.completed(4)))

        #expect(
            states.states == [
                .loading(content: nil), .completed(content: 3, next: .end, prev: .end),
                .completed(content: 4, next: .end, prev: .end),
            ])
    }

    @Test func givenStatesAlreadyRecorded_whenExpectingThemAtOnce_thenOneCheckCoversThemAll() async {
        let (stream, continuation) = AsyncStream.makeStream(of: LoadingState<Int>.self)
        let states = StateRecorder(stream)
        continuation.yield(.loading(content: nil))
        continuation.yield(.completed(content: 1, next: .more, prev: .end))
        continuation.yield(.error(rawError: Offline(code: 2), content: 1))

        #expect(await states.expect(.loading(nil), .completed(1, next: .more), .error(Offline(code: 2), 1)))
        continuation.yield(.loading(content: 1))
        #expect(await states.expect(.loading(1)))
    }

    @Test func givenAStateThatDiffers_whenExpecting_thenTheIssueShowsTheDiffAndTheCheckFails() async {
        let (stream, continuation) = AsyncStream.makeStream(of: LoadingState<Int>.self)
        let states = StateRecorder(stream)
        continuation.yield(.loading(content: nil))
        continuation.yield(.error(rawError: Offline(code: 1), content: nil))
        let issues = CapturedIssues()

        await withKnownIssue {
            #expect(await states.expect(.loading(nil), .completed(3)) == false)
        } matching: {
            issues.match($0)
        }

        #expect(
            issues.all == [
                """
                The recorded states differ from those expected (states 1 to 2; − expected, + recorded):
                    loading(nil)
                  − completed(3)
                  + error(Offline(1), nil)
                """
            ])
    }

    @Test func givenAFirstStateThatDiffers_whenExpectingMore_thenItFailsAtOnceWithoutWaitingForTheRest() async
    {
        let (stream, continuation) = AsyncStream.makeStream(of: LoadingState<Int>.self)
        let states = StateRecorder(stream, waitLimit: .unlimited)
        continuation.yield(.completed(content: 9, next: .end, prev: .end))
        let issues = CapturedIssues()

        await withKnownIssue {
            await states.expect(.loading(nil), .completed(3))
        } matching: {
            issues.match($0)
        }

        #expect(
            issues.all == [
                """
                The recorded states differ from those expected (states 1 to 2; − expected, + recorded):
                  − loading(nil)
                  + completed(9)
                  − completed(3)
                  + (not awaited: a state before differs)
                """
            ])
    }

    @Test func givenASequenceThatFinishesEarly_whenExpecting_thenTheIssueSaysItFinished() async {
        let (stream, continuation) = AsyncStream.makeStream(of: LoadingState<Int>.self)
        let states = StateRecorder(stream, waitLimit: .unlimited)
        continuation.yield(.loading(content: nil))
        continuation.finish()
        let issues = CapturedIssues()

        await withKnownIssue {
            await states.expect(.loading(nil), .completed(3))
        } matching: {
            issues.match($0)
        }

        #expect(
            issues.all.first?.hasSuffix("    loading(nil)\n  − completed(3)\n  + (the sequence finished)")
                == true)
        #expect(states.isFinished)
    }

    @Test func givenNoFurtherState_whenTheWaitLimitPasses_thenTheIssueSaysNothingMoreCame() async throws {
        let limitClock = TestClock()
        let (stream, continuation) = AsyncStream.makeStream(of: LoadingState<Int>.self)
        let states = StateRecorder(stream, waitLimit: WaitLimit(.seconds(30), clock: limitClock))
        continuation.yield(.loading(content: nil))
        let issues = CapturedIssues()

        let expecting = Task {
            await withKnownIssue {
                await states.expect(.loading(nil), .completed(3))
            } matching: {
                issues.match($0)
            }
        }
        try await limitClock.waitForSleepers(1)
        limitClock.advance(by: .seconds(30))
        await expecting.value

        #expect(issues.all.first?.hasSuffix("  − completed(3)\n  + (nothing more within 30 seconds)") == true)
        continuation.yield(.completed(content: 3, next: .end, prev: .end))
        #expect(try await states.next() == .completed(content: 3, next: .end, prev: .end))
    }
}
