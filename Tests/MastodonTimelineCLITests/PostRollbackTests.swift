import MastodonDemoInstance
import Testing

/// `post TEXT --fail-writes`: the draft shows, then the demo instance refuses the post and the draft is
/// gone from every list, with one error line and exit status 1.
@Suite struct PostRollbackTests {
    @Test func givenFailingWrites_whenPosting_thenTheDraftShowsThenGoesWithOneErrorLineAndExit1() async {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let statuses = instance.world.statuses.count

        let run = await CommandRun.run(
            ["post", "Hello, world", "--limit", "1", "--fail-writes"], on: instance)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: the post was not sent: POST https://\(instance.host):443/api/v1/statuses: HTTP 503 "
                    + "Service Unavailable: There was a temporary problem serving your request, please try again"
            ])
        #expect(run.output == Self.expected)
        #expect(instance.world.statuses.count == statuses)
        #expect(instance.requests.filter { $0.method == "POST" }.map(\.statusCode) == [503])
    }

    /// The last screen shows each list as the first did.
    static let expected = WriteScreens.output(
        ("before", WriteScreens.withoutNewStatus),
        ("sending: local-1 shows at once in every open list", WriteScreens.withDraft),
        ("not posted: local-1 is gone from every list", WriteScreens.withoutNewStatus))
}
