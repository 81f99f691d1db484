import MastodonDemoInstance
import Testing

/// `post TEXT` shows the draft at once at the top of the home timeline and of the user's profile under
/// a temporary ID, then the server's status under its own ID in both.
@Suite struct PostTests {
    @Test func givenAPost_whenTheServerAcceptsIt_thenTheDraftThenTheServersIDShowInEachOpenList() async {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })

        let run = await CommandRun.run(["post", "Hello, world", "--limit", "1"], on: instance)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.output == Self.expected)
        let newest = instance.world.statuses.first
        #expect(newest?.id == "117541070438434361")
        #expect(newest?.accountID == instance.world.demoAccountID)
        #expect(newest?.content == "<p>Hello, world</p>")
        #expect(
            instance.requests.map { "\($0.method) \($0.url.path)" } == [
                "GET /api/v1/accounts/verify_credentials", "GET /api/v1/timelines/home",
                "GET /api/v1/accounts/\(instance.world.demoAccountID)/statuses", "POST /api/v1/statuses",
            ])
    }

    /// Checked by eye: the lists as loaded, the draft `local-1` first in both, then the server's ID in
    /// its place, dated at the instance's clock.
    static let expected = WriteScreens.output(
        ("before", WriteScreens.withoutNewStatus),
        ("sending: local-1 shows at once in every open list", WriteScreens.withDraft),
        ("posted: local-1 is now 117541070438434361 in every list", WriteScreens.withPostedStatus))
}
