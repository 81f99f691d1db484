import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct CancellationTests {
    @Test func givenSubscriberTask_whenCancelled_thenIterationEndsAndSubscriptionIsReleased() async {
        let cacher = IntCacher()
        let flowable = makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>())
        await flowable.update(newData: 1)
        let (firstState, gotFirst) = AsyncStream.makeStream(of: Void.self)

        let subscriber = Task {
            var count = 0
            for await _ in flowable.publish() {
                count += 1
                gotFirst.yield()
            }
            return count
        }
        var iterator = firstState.makeAsyncIterator()
        await iterator.next()
        #expect(cacher.subscriberCount(for: "key") == 1)

        subscriber.cancel()

        #expect(await subscriber.value == 1)
        #expect(cacher.subscriberCount(for: "key") == 0)
    }

    @Test func givenLoopThatBreaks_whenLeavingTheLoop_thenSubscriptionIsReleasedAtOnce() async {
        let cacher = IntCacher()
        let flowable = makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>())
        await flowable.update(newData: 1)

        for _ in 0..<100 {
            for await _ in flowable.publish() { break }
        }

        #expect(cacher.subscriberCount(for: "key") == 0)
    }

    @Test func givenSharedFetch_whenOneSubscriberIsCancelled_thenTheOtherStillGetsTheResult() async throws {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        let staying = StateRecorder(flowable)
        await staying.expect(.loading(nil))
        let leaving = Task {
            for await _ in flowable.publish() {}
        }
        let request = try await fetcher.nextRequest()

        leaving.cancel()
        await leaving.value
        #expect(request.answer(6))

        await staying.expect(.completed(6))
        #expect(cacher.subscriberCount(for: "key") == 1)
        #expect(fetcher.requestCount == 1)
    }

    @Test func givenAlreadyCancelledTask_whenSubscribing_thenNothingRegistersOrFetches() async {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var states = flowable.publish().makeAsyncIterator()
            return await states.next()
        }

        #expect(await task.value == nil)
        #expect(cacher.subscriberCount(for: "key") == 0)
        #expect(fetcher.requestCount == 0)
    }
}
