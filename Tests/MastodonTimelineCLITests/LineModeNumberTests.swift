import MastodonDemoInstance
import Testing

/// The line-by-line interactive mode (`TERM=dumb`): a number shown before a refresh that started the
/// list over says so, rather than that it was never on screen, and sends nothing.
@Suite struct LineModeNumberTests {
    @Test func givenAPostOnPageTwo_whenActedOnAfterARefresh_thenItSaysThePostIsNoLongerLoaded() async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(
            ["--limit", "2", "--pages", "2"], on: instance, lines: ["r", "f 3", "f 9"], isTerminal: true)

        #expect(run.status == 0)
        #expect(run.output.contains("\n[3] "))
        #expect(run.output.contains("[3] is no longer loaded since the refresh; n loads older posts again\n"))
        #expect(run.output.contains("no post [9] on screen\n"))
        #expect(!instance.requests.contains { $0.method == "POST" })
    }
}
