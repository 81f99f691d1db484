import Testing

@testable import StoreFlowable

/// The state machine, driven synchronously event by event.
@Suite struct FlowMachineTests {
    @Test func givenNothingCached_whenTwoCallersCheck_thenOneFetchStartsAndTheSecondJoinsIt() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(nil, at: nil)))

        let first = driver.checkFreshness()
        let second = driver.checkFreshness()

        #expect(first.map(\.name) == ["startFetch", "awaitFetch"])
        #expect(second.map(\.name) == ["awaitFetch"])
        guard case .awaitFetch(let joined) = second.last, case .startFetch(let started) = first.first else {
            Issue.record("expected a started and a joined fetch")
            return
        }
        #expect(joined === started)
        #expect(describe(driver.poll(1)) == "loading(nil)")
    }

    @Test func givenContent_whenTheFetchFails_thenTheErrorKeepsTheContent() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(3)))
        driver.checkFreshness(force: true)
        #expect(describe(driver.poll(1)) == "loading(3)")
        let fetch = try #require(driver.fetchesInFlight.first)

        driver.send(.fetchFailed(fetch, TestError(code: 1)))

        #expect(describe(driver.poll(1)) == "error(TestError(code: 1), 3)")
        // The failure makes the next check fetch, although the content has not expired.
        #expect(driver.checkFreshness().map(\.name) == ["startFetch", "awaitFetch"])
    }

    @Test func givenContentSavedAtT_thenItIsValidAtExactlyTPlusExpiry_andExpiredJustAfter() {
        var driver = MachineDriver()
        driver.send(.cacheRead(snapshot(3, at: 100)))

        #expect(driver.checkFreshness(now: 160, expireSeconds: 60).map(\.name) == ["useCache(3)"])
        #expect(
            driver.checkFreshness(now: 160.001, expireSeconds: 60).map(\.name) == [
                "startFetch", "awaitFetch",
            ])
    }

    @Test func givenAFetchInFlight_whenCleared_thenNoSecondFetchStartsAndLoadingShowsNothing() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(3)))
        driver.checkFreshness(force: true)
        _ = driver.poll(1)

        let actions = driver.send(.overwritten(written: snapshot(nil, at: nil), cleared: true))

        #expect(!actions.map(\.name).contains("startFetch"))
        #expect(driver.fetchesStarted == 1)
        #expect(describe(driver.poll(1)) == "loading(nil)")
        let fetch = try #require(driver.fetchesInFlight.first)
        driver.send(.fetchSaved(fetch, written: snapshot(4)))
        #expect(describe(driver.poll(1)) == "completed(4)")
    }

    @Test func givenNothingInFlight_whenClearedWithASubscriber_thenAFetchStartsInTheSameStep() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.send(.cacheRead(snapshot(3)))

        let actions = driver.send(.overwritten(written: snapshot(nil, at: nil), cleared: true))

        #expect(actions.map(\.name) == ["startFetch"])
        #expect(describe(driver.poll(1)) == "loading(nil)")
    }

    @Test func givenOnlyACacheOnlySubscriber_whenCleared_thenNoFetchStartsAndItSeesNothingCached() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(3)))

        let actions = driver.send(.overwritten(written: snapshot(nil, at: nil), cleared: true))

        #expect(!actions.map(\.name).contains("startFetch"))
        #expect(driver.poll(1)?.error as? StoreFlowableError == .noCachedData)
    }

    @Test func givenAPageInFlight_whenARefreshStarts_thenTheLatePageIsDroppedNotMerged() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(1, next: "p2")))
        let page = driver.send(.pageRequested(.next, continueWhenError: true, inTurn: true))
        guard case .fetchPage(let request, _) = page.first else {
            Issue.record("expected a page fetch, got \(page.map(\.name))")
            return
        }
        #expect(describe(driver.poll(1)) == "completed(1, next: loading)")

        driver.checkFreshness(force: true)
        let refresh = try #require(driver.fetchesInFlight.first)
        driver.send(.fetchSaved(refresh, written: snapshot(10, next: "q2")))
        let late = driver.send(.pageArrived(.next, request))

        #expect(late.map(\.name) == ["endPage(finished)"])
        #expect(describe(driver.poll(1)) == "completed(10, next: more)")
    }

    @Test func givenAPageInFlight_whenAnotherCallerAsks_thenItJoins_andNoSecondPageIsFetched() {
        var driver = MachineDriver()
        driver.send(.cacheRead(snapshot(1, next: "p2")))
        let first = driver.send(.pageRequested(.next, continueWhenError: true, inTurn: true))
        let second = driver.send(.pageRequested(.next, continueWhenError: true, inTurn: true))

        #expect(first.map(\.name) == ["fetchPage"])
        #expect(second.map(\.name) == ["awaitPage"])
    }

    @Test func givenAPageFailed_whenAskedWithoutContinueWhenError_thenNothingIsFetched() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(1, next: "p2")))
        guard let request = driver.startPage() else {
            Issue.record("expected a page fetch")
            return
        }
        driver.send(.pageFailed(.next, request, TestError(code: 5)))
        #expect(describe(driver.poll(1)) == "completed(1, next: error(TestError(code: 5)))")

        #expect(driver.send(.pageRequested(.next, continueWhenError: false, inTurn: true)).isEmpty)
        #expect(
            driver.send(.pageRequested(.next, continueWhenError: true, inTurn: true)).map(\.name) == [
                "fetchPage"
            ])
    }

    @Test func givenAPageInFlight_whenTheLastSubscriberLeaves_thenThePageStillMergesAndTheStateIsReleased() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(1, next: "p2")))
        guard let request = driver.startPage() else {
            Issue.record("expected a page fetch")
            return
        }
        driver.send(.unsubscribe(id: 1))
        #expect(!driver.isIdle)

        #expect(driver.send(.pageArrived(.next, request)).map(\.name) == ["mergePage"])
        let merged = driver.send(.pageMerged(.next, request, written: snapshot(2, next: "p3")))

        #expect(merged.map(\.name) == ["endPage(finished)"])
        #expect(driver.shown() == nil)
        #expect(!driver.isIdle)
        driver.releaseTurn()
        #expect(driver.isIdle)
        #expect(driver.machine.knownSnapshot == nil)
    }

    @Test func givenAnnouncedChanges_thenOneReadIsScheduled_andAReadBackInTheTurnCoversThem() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(1)))
        _ = driver.poll(1)

        #expect(driver.send(.cacheChanged).map(\.name) == ["scheduleChangeRead"])
        #expect(driver.send(.cacheChanged).isEmpty)
        #expect(driver.send(.changeReadStarting).map(\.name) == ["readChange"])
        driver.send(.changeRead(2))

        #expect(describe(driver.poll(1)) == "completed(2)")
        #expect(driver.poll(1) == nil)
    }

    @Test func givenNoSubscriber_whenAChangeIsAnnounced_thenNothingIsScheduled() {
        var driver = MachineDriver()
        #expect(driver.send(.cacheChanged).isEmpty)
        #expect(driver.isIdle)
    }

    @Test
    func givenThePageAskedForOutOfTheTurn_whenTheContentIsUnknownOrTheTurnHeld_thenItIsAskedForInTheTurn() {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        let unknown = driver.send(.pageRequested(.next, continueWhenError: true, inTurn: false))
        driver.send(.cacheRead(snapshot(1, next: "p2")))
        let turnHeld = driver.send(.pageRequested(.next, continueWhenError: true, inTurn: false))
        driver.releaseTurn()
        let free = driver.send(.pageRequested(.next, continueWhenError: true, inTurn: false))

        #expect(unknown.map(\.name) == ["requestPageInTurn"])
        #expect(turnHeld.map(\.name) == ["requestPageInTurn"])
        #expect(free.map(\.name).first == "fetchPage")
    }
}
