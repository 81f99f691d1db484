import Testing

@testable import StoreFlowable

/// Two accounts' caches kept apart: clearing one partition is a sign-out that leaves the other alone.
@Suite struct CachePartitionTests {
    /// One account: its partition, a cacher it owns, a fetcher the test answers, and a subscriber.
    struct Account {
        let partition: CachePartition
        let cacher: IntCacher
        let fetcher = ControlledFetcher<String, Int>()
        let flowable: AnyStoreFlowable<Int>

        init(_ id: String) {
            partition = CachePartition(id: id)
            cacher = partition.own(IntCacher())
            flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        }
    }

    /// Alice's subscriber shown 1 and Bob's 10, each past that first state.
    static func showing(_ alice: Account, _ bob: Account) async -> (
        LoadingStateSequence<Int>.Iterator, LoadingStateSequence<Int>.Iterator
    ) {
        await alice.flowable.update(newData: 1)
        await bob.flowable.update(newData: 10)
        var aliceStates = alice.flowable.publish().makeAsyncIterator()
        var bobStates = bob.flowable.publish().makeAsyncIterator()
        #expect(describe(await aliceStates.next()) == "completed(1)")
        #expect(describe(await bobStates.next()) == "completed(10)")
        return (aliceStates, bobStates)
    }

    @Test func givenTwoPartitionsShowingContent_whenOneIsCleared_thenOnlyItsSubscribersAndCacheAreReset()
        async throws
    {
        let (alice, bob) = (Account("alice"), Account("bob"))
        var (aliceStates, bobStates) = await Self.showing(alice, bob)

        try await alice.partition.clearAll()

        #expect(await alice.cacher.loadData(param: "key") == nil)
        #expect(describe(await aliceStates.next()) == "loading(nil)")
        #expect(await bob.cacher.loadData(param: "key") == 10)
        // Bob's next state is his own next change: the clear sent him nothing in between.
        await bob.flowable.update(newData: 11)
        #expect(describe(await bobStates.next()) == "completed(11)")
        #expect(bob.fetcher.callCount == 0)
        await alice.fetcher.respond(toCall: 1, with: .success(2))
        #expect(describe(await aliceStates.next()) == "completed(2)")
    }

    @Test
    func givenAFetchInFlightForOnePartition_whenItIsClearedAndTheFetchAnswersLate_thenTheAnswerIsDiscarded()
        async throws
    {
        let alice = Account("alice")
        let bob = Account("bob")
        await alice.flowable.update(newData: 1)
        var states = alice.flowable.publish().makeAsyncIterator()
        _ = await states.next()
        let refreshing = Task { await alice.flowable.refresh() }
        #expect(describe(await states.next()) == "loading(1)")
        await alice.fetcher.waitForCalls(1)

        try await alice.partition.clearAll()
        #expect(describe(await states.next()) == "loading(nil)")
        await alice.fetcher.waitForCalls(2)
        alice.fetcher.respond(.success(100))
        alice.fetcher.respond(.success(2))
        await refreshing.value

        #expect(describe(await states.next()) == "completed(2)")
        #expect(await alice.cacher.loadData(param: "key") == 2)
        #expect(await bob.cacher.loadData(param: "key") == nil)
    }

    @Test func givenEntityStoresOfTwoPartitions_whenOneIsCleared_thenTheOthersListsAndEntitiesStay()
        async throws
    {
        let alice = CachePartition(id: "alice")
        let bob = CachePartition(id: "bob")
        let aliceStore = alice.own(EntityStore())
        let bobStore = bob.own(EntityStore())
        let author = Author(id: "u", name: "U")
        let aliceToots = alice.own(NormalizedEntityCacher<String, Toot>(store: aliceStore))
        let bobToots = bob.own(NormalizedEntityCacher<String, Toot>(store: bobStore))
        let aliceToot = AnyStoreFlowable.from(
            cacher: aliceToots,
            fetcher: ControlledFetcher<String, Toot> { id, _ in Toot(id: id, author: author, text: "alice's")
            },
            param: "1")
        let bobFetcher = ControlledFetcher<String, Toot> { id, _ in
            Toot(id: id, author: author, text: "bob's")
        }
        let bobToot = AnyStoreFlowable.from(cacher: bobToots, fetcher: bobFetcher, param: "1")
        #expect(try await aliceToot.requireData().text == "alice's")
        #expect(try await bobToot.requireData().text == "bob's")
        var bobStates = bobToot.publish().makeAsyncIterator()
        #expect(await bobStates.next()?.content?.text == "bob's")

        try await alice.clearAll()

        #expect(aliceStore.count(of: Toot.self) == 0)
        #expect(await aliceToots.loadData(param: "1") == nil)
        #expect(bobStore.entity(Toot.self, id: "1")?.text == "bob's")
        bobStore.update(Toot.self, id: "1") { $0.text = "bob's, edited" }
        #expect(await bobStates.next()?.content?.text == "bob's, edited")
        #expect(bobFetcher.callCount == 1)
    }

    @Test func givenACacherOwnedTwice_whenThePartitionIsCleared_thenItIsEmptiedOnce() async throws {
        let partition = CachePartition(id: "p")
        let counting = CountingClears()
        partition.own(counting)
        partition.own(counting)

        try await partition.clearAll()

        #expect(counting.clears.withLock { $0 } == 1)
        #expect(partition.id == "p")
    }

    @Test func givenTwoPartitionsWithSubscribers_whenOneIsInvalidated_thenOnlyItRefetches() async throws {
        let (alice, bob) = (Account("alice"), Account("bob"))
        var (aliceStates, bobStates) = await Self.showing(alice, bob)

        alice.partition.invalidateAll()

        #expect(describe(await aliceStates.next()) == "loading(1)")
        await alice.fetcher.respond(toCall: 1, with: .success(2))
        #expect(describe(await aliceStates.next()) == "completed(2)")
        await bob.flowable.update(newData: 11)
        #expect(describe(await bobStates.next()) == "completed(11)")
        #expect(bob.fetcher.callCount == 0)
    }
}

/// A cacher that counts how often it is emptied.
final class CountingClears: Cacher {
    let clears = Locked(0)

    func loadData(param: String) async -> Int? { nil }
    func saveData(data: Int?, param: String) async throws {}
    func loadDataCachedAt(param: String) async -> Double? { nil }
    func saveDataCachedAt(epochSeconds: Double?, param: String) async throws {}
    func removeAllData() async throws { clears.withLock { $0 += 1 } }
}
