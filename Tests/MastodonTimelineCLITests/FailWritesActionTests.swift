import MastodonDemoInstance
import Testing

/// `--fail-writes` reaches the interactive actions too: a favourite is refused once, with one line, and
/// the screen goes on.
@Suite struct FailWritesActionTests {
    @Test func givenFailingWrites_whenFavouritingInteractively_thenOneRefusalLineAndNoRetry() async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(
            ["--fail-writes"], on: instance, lines: ["f 1", "q"], isTerminal: true)

        #expect(run.status == 0)
        let id = instance.world.publicTimeline()[0].id
        #expect(
            run.errorLines == [
                "error: POST https://\(instance.host):443/api/v1/statuses/\(id)/favourite: HTTP 503 Service "
                    + "Unavailable: There was a temporary problem serving your request, please try again"
            ])
        #expect(instance.requests.filter { $0.method == "POST" }.map(\.statusCode) == [503])
        #expect(instance.world.status(id: instance.world.publicTimeline()[0].id)?.favouritesCount == 6)
    }
}
