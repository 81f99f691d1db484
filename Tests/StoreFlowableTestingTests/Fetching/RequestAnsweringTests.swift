import StoreFlowable
import StoreFlowableTesting
import Testing

/// A test takes each request of a `TestFetcher` in order and answers or fails it; the fetch returns what
/// the test gives.
@Suite struct RequestAnsweringTests {
    @Test func givenTwoFetches_whenTheTestTakesTheirRequests_thenTheyComeInOrderWithTheirParams() async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let first = Task { try await fetcher.fetch(param: "a") }
        let firstRequest = try await fetcher.nextRequest()
        async let second = fetcher.fetch(param: "b")
        let secondRequest = try await fetcher.nextRequest()

        #expect(firstRequest.param == "a")
        #expect(firstRequest.number == 1)
        #expect(secondRequest.param == "b")
        #expect(secondRequest.number == 2)
        #expect(firstRequest.isPending && secondRequest.isPending)

        secondRequest.answer(2)
        firstRequest.fail(Offline())

        #expect(try await second == 2)
        await #expect(throws: Offline()) { try await first.value }
        #expect(firstRequest.isAnswered && secondRequest.isAnswered)
        #expect(fetcher.params == ["a", "b"])
        #expect(fetcher.requestCount == 2)
    }

    @Test func givenARequestAnsweredBeforeTheFetchWaits_whenTheFetchWaits_thenItReturnsTheAnswerAtOnce()
        async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let flowable = AnyStoreFlowable.from(cacher: InMemoryCacher(), fetcher: fetcher, param: "k")

        async let data = flowable.requireData()
        try await fetcher.nextRequest().answer(7)

        #expect(try await data == 7)
        #expect(fetcher.requests.map(\.isAnswered) == [true])
    }

    @Test func givenAHeldRequest_whenWaitingForRequests_thenTheWaitEndsOnceThatManyWereMade() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = AnyStoreFlowable.from(cacher: InMemoryCacher(), fetcher: fetcher, param: "k")

        let states = StateRecorder(flowable)
        try await fetcher.waitForRequests(1)

        #expect(fetcher.requestCount == 1)
        #expect(fetcher.requests.first?.isPending == true)
        await states.expect(.loading(nil))
        fetcher.requests.first?.answer(1)
        await states.expect(.completed(1))
    }
}
