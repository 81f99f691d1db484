import StoreFlowableTesting
import Testing

/// A wait for a request that never comes ends when the fetcher's wait limit passes, with an error that
/// says what was awaited, instead of hanging the test.
@Suite struct RequestWaitLimitTests {
    @Test func givenNoRequest_whenTheWaitLimitPasses_thenNextRequestThrowsWaitTimedOut() async throws {
        let limitClock = TestClock()
        let fetcher = TestFetcher<String, Int>(waitLimit: WaitLimit(.seconds(5), clock: limitClock))
        let waiting = Task { try await fetcher.nextRequest() }

        try await limitClock.waitForSleepers(1)
        limitClock.advance(by: .seconds(5))

        let error = await #expect(throws: WaitTimedOut.self) { try await waiting.value }
        #expect(
            error?.description == "waited 5 seconds for request 1 to TestFetcher<String, Int>; 0 were made")
    }

    @Test func givenTooFewPageRequests_whenTheWaitLimitPasses_thenTheWaitSaysHowManyWereMade() async throws {
        let limitClock = TestClock()
        let fetcher = TestPaginationFetcher<String, String, String>(
            waitLimit: WaitLimit(.seconds(1), clock: limitClock),
            nextPage: { _ in throw Offline() })
        _ = try? await fetcher.fetchNext(nextKey: "p2", param: "feed")
        let waiting = Task { try await fetcher.nextPage.waitForRequests(2) }

        try await limitClock.waitForSleepers(1)
        limitClock.advance(by: .seconds(1))

        let error = await #expect(throws: WaitTimedOut.self) { try await waiting.value }
        #expect(
            error?.description
                == "waited 1 second for 2 requests to TestPaginationFetcher<String, String, String>.nextPage; "
                + "1 was made")
    }

    @Test func givenAWaitingTest_whenItsTaskIsCancelled_thenTheWaitThrowsCancellationError() async throws {
        let fetcher = TestFetcher<String, Int>(waitLimit: .unlimited)
        let waiting = Task { try await fetcher.nextRequest() }

        waiting.cancel()

        await #expect(throws: CancellationError.self) { try await waiting.value }
    }
}

extension RequestWaitLimitTests {
    @Test func givenARequestNobodyCancels_whenTheWaitLimitPasses_thenWaitForCancellationThrows() async throws
    {
        let limitClock = TestClock()
        let fetcher = TestFetcher<String, Int>(waitLimit: WaitLimit(.seconds(3), clock: limitClock))
        let fetching = Task { try await fetcher.fetch(param: "a") }
        let request = try await fetcher.nextRequest()
        let waiting = Task { try await request.waitForCancellation() }

        try await limitClock.waitForSleepers(1)
        limitClock.advance(by: .seconds(3))

        let error = await #expect(throws: WaitTimedOut.self) { try await waiting.value }
        #expect(
            error?.description == #"waited 3 seconds for request 1 for "a" to be cancelled; it is still held"#
        )
        request.answer(1)
        #expect(try await fetching.value == 1)
    }
}
