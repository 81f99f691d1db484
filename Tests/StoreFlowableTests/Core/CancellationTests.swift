import StoreFlowable
import Testing

@Suite struct CancellationTests {
    @Test func givenSubscriberTask_whenCancelled_thenIterationEndsAndSubscriptionIsReleased() async {
        let cacher = IntCacher()
        let flowable = makeFlowable(cacher: cacher, fetcher: ControlledFetcher())
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
        let flowable = makeFlowable(cacher: cacher, fetcher: ControlledFetcher())
        await flowable.update(newData: 1)

        for _ in 0..<100 {
            for await _ in flowable.publish() { break }
        }

        #expect(cacher.subscriberCount(for: "key") == 0)
    }

    @Test func givenSharedFetch_whenOneSubscriberIsCancelled_thenTheOtherStillGetsTheResult() async {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        var staying = flowable.publish().makeAsyncIterator()
        #expect(describe(await staying.next()) == "loading(nil)")
        let leaving = Task {
            for await _ in flowable.publish() {}
        }
        await fetcher.waitForCalls(1)

        leaving.cancel()
        await leaving.value
        fetcher.respond(.success(6))

        #expect(describe(await staying.next()) == "completed(6)")
        #expect(cacher.subscriberCount(for: "key") == 1)
        #expect(fetcher.callCount == 1)
    }

    @Test func givenAlreadyCancelledTask_whenSubscribing_thenNothingRegistersOrFetches() async {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var states = flowable.publish().makeAsyncIterator()
            return await states.next()
        }

        #expect(await task.value == nil)
        #expect(cacher.subscriberCount(for: "key") == 0)
        #expect(fetcher.callCount == 0)
    }
}
