import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// A failed fetch tried again as the flowable's ``RetryPolicy`` says.
@Suite struct RetryTests {
    @Test
    func givenContent_whenARefreshFailsOnceThenSucceeds_thenSubscribersSeeLoadingWithTheContentMeanwhile()
        async throws
    {
        let clock = TestClock()
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeRetryingFlowable(
            cacher: IntCacher(), fetcher: fetcher, retry: fixedRetry(maxAttempts: 3, clock: clock))
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "completed(1)")

        let refreshing = Task { await flowable.refresh() }
        #expect(describe(await states.next()) == "loading(1)")
        try await fetcher.nextRequest().fail(TestError(code: 1))
        try await clock.waitForSleeps(1)

        var lateStates = flowable.publish().makeAsyncIterator()
        #expect(describe(await lateStates.next()) == "loading(1)")
        clock.advance(by: .seconds(1))
        try await fetcher.nextRequest().answer(2)
        await refreshing.value

        #expect(describe(await states.next()) == "completed(2)")
        #expect(describe(await lateStates.next()) == "completed(2)")
        #expect(fetcher.requestCount == 2)
    }

    @Test func givenEveryAttemptFails_whenTheAttemptsRunOut_thenTheLastErrorIsShownWithTheContentKept()
        async throws
    {
        let clock = TestClock()
        let attempts = Recorder<RetryAttempt>()
        let fetcher = TestFetcher<String, Int> { throw TestError(code: $0.number) }
        let flowable = makeRetryingFlowable(
            cacher: IntCacher(), fetcher: fetcher,
            retry: fixedRetry(maxAttempts: 3, clock: clock, attempts: attempts))
        await flowable.update(newData: 1)
        var states = flowable.publish(forceRefresh: true).makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(1)")

        try await clock.waitForSleeps(1)
        clock.advance(by: .seconds(1))
        try await clock.waitForSleeps(2)
        clock.advance(by: .seconds(2))

        #expect(describe(await states.next()) == "error(TestError(code: 3), 1)")
        #expect(fetcher.requestCount == 3)
        #expect(attempts.values.map(\.failedAttempt) == [1, 2])
        #expect(attempts.values.map { $0.error as? TestError } == [TestError(code: 1), TestError(code: 2)])
        #expect(attempts.values.map(\.delay) == [.seconds(1), .seconds(2)])
        #expect(await flowable.getData(from: .cache) == 1)
    }

    @Test func givenNoJitter_whenRetryingManyTimes_thenEachWaitDoublesUpToTheMaxDelay() async throws {
        let clock = TestClock()
        let fetcher = TestFetcher<String, Int> { request in
            if request.number < 5 { throw TestError(code: request.number) }
            return request.number
        }
        let flowable = makeRetryingFlowable(
            cacher: IntCacher(), fetcher: fetcher,
            retry: fixedRetry(maxAttempts: 5, clock: clock, maxDelay: .seconds(3)))
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(nil)")

        for wait in 1...4 {
            try await clock.waitForSleeps(wait)
            clock.advance(by: clock.sleeps[wait - 1])
        }

        #expect(describe(await states.next()) == "completed(5)")
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(3), .seconds(3)])
    }

    @Test func givenFullJitter_whenRetrying_thenEachWaitIsTheDrawnFractionOfItsCeiling() async throws {
        let clock = TestClock()
        let attempts = Recorder<RetryAttempt>()
        var retry = RetryPolicy(
            maxAttempts: 3, baseDelay: .seconds(4), clock: clock, onRetry: { attempts.record($0) })
        retry.random = { 0.25 }
        let fetcher = TestFetcher<String, Int> { request in
            if request.number < 3 { throw TestError(code: request.number) }
            return 30
        }
        let flowable = makeRetryingFlowable(cacher: IntCacher(), fetcher: fetcher, retry: retry)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()

        try await clock.waitForSleeps(1)
        clock.advance(by: .seconds(1))
        try await clock.waitForSleeps(2)
        clock.advance(by: .seconds(2))

        #expect(describe(await states.next()) == "completed(30)")
        #expect(clock.sleeps == [.seconds(1), .seconds(2)])
        #expect(attempts.values.map(\.delay) == [.seconds(1), .seconds(2)])
    }

    @Test func givenAnErrorThatSaysWhenToComeBack_whenRetrying_thenItsDelayReplacesThePolicysOwn()
        async throws
    {
        let clock = TestClock()
        let fetcher = TestFetcher<String, Int> { request in
            switch request.number {
            case 1: throw RateLimitedError(retryAfter: .seconds(7))
            case 2: throw RateLimitedError(retryAfter: nil)
            default: return request.number
            }
        }
        let flowable = makeRetryingFlowable(
            cacher: IntCacher(), fetcher: fetcher, retry: fixedRetry(maxAttempts: 3, clock: clock))
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()

        try await clock.waitForSleeps(1)
        clock.advance(by: .seconds(7))
        try await clock.waitForSleeps(2)
        clock.advance(by: .seconds(2))

        #expect(describe(await states.next()) == "completed(3)")
        // The second error names no delay: the policy's own second wait, 2 s, applies.
        #expect(clock.sleeps == [.seconds(7), .seconds(2)])
    }

    @Test func givenAnErrorThatAsksForAWaitLongerThanMaxDelay_whenTheFetchFails_thenItFailsAtOnce() async {
        let clock = TestClock()
        let fetcher = TestFetcher<String, Int> { _ in throw RateLimitedError(retryAfter: .seconds(31_536_000))
        }
        let flowable = makeRetryingFlowable(
            cacher: IntCacher(), fetcher: fetcher, retry: fixedRetry(maxAttempts: 3, clock: clock))

        await #expect(throws: RateLimitedError(retryAfter: .seconds(31_536_000))) {
            try await flowable.requireData()
        }
        #expect(clock.sleeps.isEmpty)
        #expect(fetcher.requests.count == 1)
    }

    @Test func givenAnErrorThePolicyRefuses_whenTheFetchFails_thenItFailsAtOnceWithoutWaiting() async {
        let clock = TestClock()
        let retry = RetryPolicy(
            maxAttempts: 5, clock: clock, shouldRetry: { ($0 as? TestError)?.code != 404 })
        let fetcher = TestFetcher<String, Int> { _ in throw TestError(code: 404) }
        let flowable = makeRetryingFlowable(cacher: IntCacher(), fetcher: fetcher, retry: retry)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(nil)")

        #expect(describe(await states.next()) == "error(TestError(code: 404), nil)")
        #expect(fetcher.requestCount == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func givenTheOnlySubscriberLeavesDuringABackoff_whenTheWaitEnds_thenTheFetcherIsNotCalledAgain()
        async throws
    {
        let clock = TestClock()
        let attempts = Recorder<RetryAttempt>()
        let cacher = IntCacher()
        let inner = TestFetcher<String, Int> { throw TestError(code: $0.number) }
        let (released, release) = AsyncStream.makeStream(of: Void.self)
        let retry = fixedRetry(maxAttempts: 2, clock: clock, attempts: attempts)
        let subscriber = Task {
            let fetcher = ReleaseSignallingFetcher(inner, released: release)
            for await _ in makeRetryingFlowable(cacher: cacher, fetcher: fetcher, retry: retry).publish() {}
        }
        try await clock.waitForSleeps(1)
        subscriber.cancel()
        await subscriber.value
        #expect(cacher.subscriberCount(for: "key") == 0)

        clock.advance(by: .seconds(1))
        // The flowable is gone: its fetcher is released exactly when the fetch it ran ends.
        await waitUntilFinished(released)

        #expect(inner.requestCount == 1)
        #expect(attempts.values.count == 1)
    }

    @Test func givenTheOnlySubscriberLeftDuringTheFirstAttempt_whenItFails_thenNoBackoffBegins() async throws
    {
        let clock = TestClock()
        let attempts = Recorder<RetryAttempt>()
        let cacher = IntCacher()
        let inner = TestFetcher<String, Int>()
        let (released, release) = AsyncStream.makeStream(of: Void.self)
        let retry = fixedRetry(maxAttempts: 3, clock: clock, attempts: attempts)
        let subscriber = Task {
            let fetcher = ReleaseSignallingFetcher(inner, released: release)
            for await _ in makeRetryingFlowable(cacher: cacher, fetcher: fetcher, retry: retry).publish() {}
        }
        let request = try await inner.nextRequest()
        subscriber.cancel()
        await subscriber.value

        // A zero wait would end at once: were a backoff begun, it would show in the clock's sleeps.
        #expect(request.fail(RateLimitedError(retryAfter: .zero)))
        await waitUntilFinished(released)

        #expect(clock.sleeps.isEmpty)
        #expect(attempts.values.isEmpty)
        #expect(inner.requestCount == 1)
    }

    @Test func givenAOneShotCaller_whenTheFirstAttemptFailsAtOnce_thenItIsStillRetried() async {
        // The first attempt fails before the caller could have begun waiting for the fetch; repeated, as
        // how soon it fails relative to the caller depends on scheduling.
        var notRetried = 0
        for _ in 0..<3_000 {
            let clock = TestClock()
            let fetcher = TestFetcher<String, Int> { request in
                if request.number == 1 { throw RateLimitedError(retryAfter: .zero) }
                return request.number
            }
            let flowable = makeRetryingFlowable(
                cacher: IntCacher(), fetcher: fetcher, retry: fixedRetry(maxAttempts: 2, clock: clock))
            if await flowable.getData() != 2 { notRetried += 1 }
        }

        #expect(notRetried == 0, "\(notRetried) of 3000 one-shot reads failed without a retry")
    }

    @Test func givenAFailingNextPage_whenItsRetrySucceeds_thenThePageIsAppendedAndLoadingShowsMeanwhile()
        async throws
    {
        let clock = TestClock()
        let fetcher = FeedFetcher<String>()
        let flowable = AnyPaginationStoreFlowable.from(
            cacher: ListCacher(), fetcher: fetcher, param: "feed",
            retry: fixedRetry(maxAttempts: 2, clock: clock))
        await flowable.update(newData: ["a"], nextKey: "p2")
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a"], next: more)"#)

        let requesting = Task { await flowable.requestNextData() }
        #expect(describe(await states.next()) == #"completed(["a"], next: loading)"#)
        try await fetcher.nextPage.nextRequest().fail(TestError(code: 1))
        try await clock.waitForSleeps(1)
        var lateStates = flowable.publish().makeAsyncIterator()
        #expect(describe(await lateStates.next()) == #"completed(["a"], next: loading)"#)
        clock.advance(by: .seconds(1))
        try await fetcher.nextPage.nextRequest().answer(["b"], nextKey: "p3")
        await requesting.value

        #expect(describe(await states.next()) == #"completed(["a", "b"], next: more)"#)
        #expect(fetcher.nextPage.keys == ["p2", "p2"])
    }

    @Test func givenEveryPageAttemptFails_whenTheAttemptsRunOut_thenNextShowsTheLastErrorAndTheListIsKept()
        async throws
    {
        let clock = TestClock()
        let fetcher = FeedFetcher<String>(nextPage: { throw TestError(code: $0.number) })
        let flowable = AnyPaginationStoreFlowable.from(
            cacher: ListCacher(), fetcher: fetcher, param: "feed",
            retry: fixedRetry(maxAttempts: 2, clock: clock))
        await flowable.update(newData: ["a"], nextKey: "p2")

        let requesting = Task { await flowable.requestNextData() }
        try await clock.waitForSleeps(1)
        clock.advance(by: .seconds(1))
        await requesting.value

        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a"], next: error(TestError(code: 2)))"#)
        #expect(fetcher.nextPage.requestCount == 2)
        #expect(await flowable.getData(from: .cache) == ["a"])
    }

    @Test func givenAPolicy_whenAskedForWaits_thenFullJitterStaysBelowTheCeilingAndAttemptsAreBounded() {
        var policy = RetryPolicy(maxAttempts: 4, baseDelay: .seconds(2), maxDelay: .seconds(5))
        let error = TestError(code: 1)
        policy.random = { 0.5 }
        #expect(
            (1...3).map { policy.delay(after: $0, error: error) } == [
                .seconds(1), .seconds(2), .seconds(2.5),
            ])

        policy.random = { 0.999_999 }
        for (attempt, ceiling) in zip(1...3, [Duration.seconds(2), .seconds(4), .seconds(5)]) {
            let delay = policy.delay(after: attempt, error: error)
            #expect(delay.map { $0 < ceiling && $0 > ceiling * 0.99 } == true)
        }
        #expect(policy.delay(after: 4, error: error) == nil)
        #expect(policy.delay(after: 1, error: CancellationError()) == nil)
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
        #expect(RetryPolicy.none.delay(after: 1, error: error) == nil)
    }

    @Test func givenAPolicyThatRetriesForever_whenTheAttemptsGrowPastSixtyTwo_thenTheWaitIsStillTheMaxDelay()
        async
    {
        await #expect(processExitsWith: .success) {
            let policy = RetryPolicy(
                maxAttempts: .max, baseDelay: .seconds(60), maxDelay: .seconds(30), jitter: .none)
            for attempt in [10, 62, 63, 64, 1_000] {
                precondition(policy.delay(after: attempt, error: TestError(code: 1)) == .seconds(30))
            }
        }
    }
}
