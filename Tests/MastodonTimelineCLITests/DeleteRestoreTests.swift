import MastodonDemoInstance
import Testing

/// `delete ID --fail-writes`: the status is hidden at once, then back in its place in every list when the
/// demo instance refuses the deletion, with one error line and exit status 1.
@Suite struct DeleteRestoreTests {
    @Test func givenFailingWrites_whenDeleting_thenTheStatusIsHiddenThenBackInPlaceAndExit1() async throws {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let own = try #require(instance.post("Gone soon", byAccountID: instance.world.demoAccountID))

        let run = await CommandRun.run(["delete", own.id, "--limit", "2", "--fail-writes"], on: instance)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: the status was not deleted: DELETE https://\(instance.host):443/api/v1/statuses/\(own.id): "
                    + "HTTP 503 Service Unavailable: There was a temporary problem serving your request, please try "
                    + "again"
            ])
        #expect(run.output == Self.expected)
        #expect(instance.world.status(id: own.id) != nil)
    }

    @Test func givenSomeoneElsesStatusDeepInTheTimeline_whenDeleted_thenRefusedAndBackInItsPlace()
        async throws
    {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let home = instance.world.homeTimeline()
        let target = try #require(
            home.dropFirst(5).first { $0.accountID != instance.world.demoAccountID && !$0.isReblog })
        let place = try #require(home.firstIndex(of: target)) + 1

        let run = await CommandRun.run(["delete", target.id, "--limit", "20"], on: instance)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: the status was not deleted: DELETE https://\(instance.host):443/api/v1/statuses/\(target.id): "
                    + "HTTP 403 Forbidden: This action is not allowed"
            ])
        let screens = run.output.components(separatedBy: "\n\n── ")
        #expect(screens.count == 3)
        #expect(screens.first?.contains("\n  [\(place)] \(target.id) · ") == true)
        #expect(screens.dropFirst().first?.contains(target.id + " · ") == false)
        #expect(screens.last?.hasPrefix("not deleted: \(target.id) is back in its place ──\n") == true)
        #expect(screens.last?.contains("\n  [\(place)] \(target.id) · ") == true)
    }

    /// The last screen shows each list as the first did.
    static let expected = WriteScreens.output(
        ("before", WriteScreens.withStatusToDelete),
        (
            "deleting: 117541057133381177 is hidden at once from every open list",
            WriteScreens.withoutNewStatus
        ),
        ("not deleted: 117541057133381177 is back in its place", WriteScreens.withStatusToDelete))
}
