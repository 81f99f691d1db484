import MastodonDemoInstance
import Testing

/// `delete ID` hides the status at once from the home timeline and its author's profile, then says it
/// is gone for good once the server deleted it.
@Suite struct DeleteTests {
    @Test func givenAStatusOfTheUser_whenDeleted_thenItIsHiddenAtOnceThenGoneForGood() async throws {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let own = try #require(instance.post("Gone soon", byAccountID: instance.world.demoAccountID))

        let run = await CommandRun.run(["delete", own.id, "--limit", "2"], on: instance)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(own.id == "117541057133381177")
        #expect(run.output == Self.expected)
        #expect(instance.world.status(id: own.id) == nil)
        #expect(instance.requests.filter { $0.method == "DELETE" }.map(\.url.lastPathComponent) == [own.id])
    }

    /// Checked by eye: the status first in both lists, then gone from both.
    static let expected = WriteScreens.output(
        ("before", WriteScreens.withStatusToDelete),
        (
            "deleting: 117541057133381177 is hidden at once from every open list",
            WriteScreens.withoutNewStatus
        ),
        ("deleted: 117541057133381177 is gone for good", WriteScreens.withoutNewStatus))
}
