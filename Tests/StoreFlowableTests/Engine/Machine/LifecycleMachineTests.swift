import Testing

@testable import StoreFlowable

/// The state machine's lifecycle events (invalidation, refetch triggers, clearing), event by event.
@Suite struct LifecycleMachineTests {
    @Test func givenASubscriberWithContent_whenInvalidated_thenOneFetchStartsAndTheContentStaysVisible() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.send(.cacheRead(snapshot(3)))
        _ = driver.poll(1)

        let first = driver.send(.invalidated)
        let second = driver.send(.invalidated)

        #expect(first.map(\.name).filter { $0 == "startFetch" }.count == 1)
        #expect(!second.map(\.name).contains("startFetch"))
        #expect(describe(driver.poll(1)) == "loading(3)")
    }

    @Test func givenNoSubscriber_whenInvalidated_thenNothingStarts() {
        var driver = MachineDriver()
        driver.send(.cacheRead(snapshot(3)))

        #expect(driver.send(.invalidated).isEmpty)
    }

    @Test func givenFreshContent_whenATriggerFires_thenNothingStarts_butExpiredOrInvalidatedContentRefetches()
    {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.send(.cacheRead(snapshot(3, at: 100)))

        let fresh = driver.send(.refetchIfStale(now: 160, expireSeconds: 60, invalidated: false))
        let invalidated = driver.send(.refetchIfStale(now: 160, expireSeconds: 60, invalidated: true))

        #expect(!fresh.map(\.name).contains("startFetch"))
        #expect(invalidated.map(\.name).contains("startFetch"))

        var expired = MachineDriver()
        expired.send(.subscribe(id: 1, runner: IdleRunner()))
        expired.send(.cacheRead(snapshot(3, at: 100)))
        #expect(
            expired.send(.refetchIfStale(now: 160.5, expireSeconds: 60, invalidated: false)).map(\.name)
                .contains("startFetch"))
    }

    @Test func givenAFetchInFlight_whenCleared_thenItIsAbandonedAndSubscribersWaitForAFreshOneShowingNothing()
        throws
    {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.send(.cacheRead(snapshot(3)))
        driver.checkFreshness(force: true)
        let old = try #require(driver.fetchesInFlight.first)
        _ = driver.poll(1)

        let actions = driver.send(.clearBegan)

        #expect(actions.map(\.name).contains("abandonFetch"))
        guard case .abandonFetch(let abandoned)? = actions.first(where: { $0.name == "abandonFetch" }) else {
            Issue.record("expected the old fetch to be abandoned")
            return
        }
        #expect(abandoned === old)
        #expect(actions.map(\.name).contains("startFetch"))
        #expect(describe(driver.poll(1)) == "loading(nil)")
    }

    @Test func givenATurnGrantedBeforeAClear_whenItsSaveArrives_thenTheOldContentIsNeverShown() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.takeTurn()
        driver.send(.clearBegan)
        _ = driver.poll(1)
        let fresh = try #require(driver.fetchesInFlight.last)

        // The old turn read the cacher before it was emptied.
        driver.send(.cacheRead(snapshot(7)))
        driver.send(.fetchSaved(fresh, written: snapshot(7)))

        #expect(driver.poll(1) == nil)
        #expect(driver.machine.knownSnapshot == nil)
    }

    @Test func givenAPageInFlight_whenCleared_thenItsArrivalMergesNothing() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.send(.cacheRead(snapshot(3, next: "2")))
        let started = driver.startPage()
        let request = try #require(started)

        driver.send(.clearBegan)
        let arrival = driver.send(.pageArrived(.next, request))

        #expect(arrival.map(\.name) == ["endPage(finished)"])
    }

    @Test func givenOnlyACacheOnlySubscriber_whenInvalidatedOrTriggered_thenNothingStarts() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(3, at: 0)))

        #expect(driver.send(.invalidated).isEmpty)
        #expect(driver.send(.refetchIfStale(now: 100, expireSeconds: 1, invalidated: true)).isEmpty)
        driver.send(.clearBegan)
        #expect(describe(driver.poll(1)) == "error(\(StoreFlowableError.noCachedData), nil)")
    }

    @Test func givenAClearInProgress_whenTheHeldTurnIsGivenBack_thenItIsKeptForTheClearer() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.takeTurn()
        driver.send(.clearBegan)

        let released = driver.releaseTurn()

        #expect(released.map(\.name) == ["turnFreedForClear"])
        #expect(!driver.isIdle)
    }

    @Test func givenAClearWithASubscriber_whenTheFetchItStartedFails_thenTheErrorShowsWithNoContent() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.send(.cacheRead(snapshot(3)))
        driver.releaseTurn()
        driver.send(.clearBegan)
        driver.send(.clearEnded)
        #expect(describe(driver.poll(1)) == "loading(nil)")
        let fetch = try #require(driver.fetchesInFlight.first)

        driver.send(.fetchFailed(fetch, TestError(code: 9)))

        #expect(describe(driver.poll(1)) == "error(TestError(code: 9), nil)")
    }
}
