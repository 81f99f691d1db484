import Testing

@testable import StoreFlowable

/// The machine when the cacher cannot save: the content it still holds shows with the error.
@Suite struct SaveFailedMachineTests {
    @Test func givenAFetchInFlight_whenItsSaveFails_thenTheErrorShowsWithWhatTheCacherHolds() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(3)))
        driver.checkFreshness(force: true)
        let fetch = try #require(driver.fetchesInFlight.first)
        driver.takeTurn()

        driver.send(.saveFailed(TestError(code: 28), written: snapshot(3)))
        driver.send(.fetchFailed(fetch, TestError(code: 28)))
        driver.releaseTurn()

        #expect(describe(driver.poll(1)) == "error(TestError(code: 28), 3)")
        #expect(driver.fetchesInFlight.isEmpty)
        #expect(driver.checkFreshness().map(\.name) == ["startFetch", "awaitFetch"])
    }

    @Test func givenNothingInFlight_whenAnUpdateCannotBeSaved_thenTheErrorShowsUntilASaveSucceeds() throws {
        var driver = MachineDriver()
        driver.send(.subscribe(id: 1, runner: nil))
        driver.send(.cacheRead(snapshot(3)))
        driver.checkFreshness()
        _ = driver.poll(1)
        driver.takeTurn()

        driver.send(.saveFailed(TestError(code: 28), written: snapshot(3)))
        driver.releaseTurn()
        #expect(describe(driver.poll(1)) == "error(TestError(code: 28), 3)")

        driver.takeTurn()
        driver.send(.overwritten(written: snapshot(4), cleared: false))
        driver.releaseTurn()
        #expect(describe(driver.poll(1)) == "completed(4)")
    }
}
