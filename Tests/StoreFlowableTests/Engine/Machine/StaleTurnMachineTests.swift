import Testing

@testable import StoreFlowable

/// What a caller that took the turn before a clear began sends once the clear has made it stale: its
/// content is discarded, but what it began still ends.
@Suite struct StaleTurnMachineTests {
    /// Found by ``RandomizedMachineTests`` (seed 86 of its first version): `pageMerged` is discarded whole
    /// when its holder is stale, `endPage` with it, so a caller that joined the request waits forever.
    @Test
    func givenAMergeUnderWayWhenAClearBegins_whenTheMergeEnds_thenItsRequestEndsForItsJoiners() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.send(.cacheRead(snapshot(1, next: "k")))
        driver.releaseTurn()
        let request = try #require(
            pageRequest(in: driver.send(.pageRequested(.next, continueWhenError: true, inTurn: false))))
        let joined = driver.send(.pageRequested(.next, continueWhenError: true, inTurn: false))
        #expect(joined.map(\.name) == ["awaitPage"])
        #expect(driver.send(.pageArrived(.next, request, takingTurn: true)).map(\.name) == ["mergePage"])

        driver.send(.clearBegan)
        let merged = driver.releaseTurn(after: .pageMerged(.next, request, written: snapshot(2, next: "k")))

        #expect(merged.map(\.name).contains("endPage(finished)"))
    }

    /// The same merge ended by a failed store: `pageFailed` is not discarded, and ends the request.
    @Test func givenAMergeUnderWayWhenAClearBegins_whenTheStoreFails_thenItsRequestEnds() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: IdleRunner()))
        driver.send(.cacheRead(snapshot(1, next: "k")))
        driver.releaseTurn()
        let request = try #require(
            pageRequest(in: driver.send(.pageRequested(.next, continueWhenError: true, inTurn: false))))
        driver.send(.pageArrived(.next, request, takingTurn: true))

        driver.send(.clearBegan)
        driver.send(.saveFailed(TestError(code: 1), written: snapshot(2)))
        let failed = driver.releaseTurn(after: .pageFailed(.next, request, TestError(code: 1)))

        #expect(failed.map(\.name).contains("endPage(finished)"))
        #expect(failed.map(\.name).contains("turnFreedForClear"))
    }

    /// Found by ``RandomizedMachineTests`` (seed 17166): a change the cacher announces while a caller
    /// holds the turn and nobody subscribes is dropped, although the caller may store what it read before
    /// the change; a subscriber that joins is then shown the content from before the change, and no read
    /// of the change is ever scheduled.
    @Test
    func givenATurnWithNoSubscriber_whenTheCacherChangesBeforeTheHolderStoresItsRead_thenTheChangeIsReadBack()
    {
        var driver = MachineDriver()
        // A caller that does not subscribe (`requireData`) holds the turn and reads the cacher: 20.
        driver.takeTurn()
        var actions = driver.send(.cacheChanged)
        actions += driver.send(.subscribe(id: 1, runner: IdleRunner()))
        actions += driver.send(.cacheRead(snapshot(20)))
        actions += driver.releaseTurn()
        // The subscriber checks freshness in a turn of its own: the content is known, so it is not read.
        actions += driver.checkFreshness()
        actions += driver.releaseTurn()

        #expect(actions.map(\.name).contains("scheduleChangeRead"))
    }

    private func pageRequest(in actions: [FlowAction]) -> PageRequest? {
        for case .fetchPage(let request, _) in actions { return request }
        return nil
    }
}
