import MastodonDemoInstance
import Testing

@Suite struct HelpTests {
    @Test func givenHelp_whenRun_thenPrintsTheUsageOnStandardOutputAndExits0() async {
        let run = await CommandRun.run(["--help"], on: DemoInstance(seed: 1))

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.output.hasPrefix("USAGE: mastodon-timeline [options]\n"))
        #expect(run.output.contains("MASTODON_ACCESS_TOKEN"))
        #expect(
            run.output.contains(
                "\n  --timeout S      seconds one request may take, its whole body included (default 30)\n"))
    }

    @Test func givenHelp_whenRun_thenItTellsOfRetriesRefreshingAndLogout() async {
        let run = await CommandRun.run(["--help"], on: DemoInstance(seed: 1))

        #expect(
            run.output.contains("\n       mastodon-timeline logout [--instance URL] [--cache DIR] [--all]\n"))
        #expect(run.output.contains("\n  --refresh-every D\n"))
        #expect(run.output.contains("ignored, with a note on standard error, without interactive mode"))
        #expect(run.output.contains("\nRETRIES:\n  HTTP 429 (rate limited) and 5xx answers are tried again"))
        #expect(
            run.output.contains("\n  logout           clear the cache of the token's account on the instance")
        )
    }

    @Test func givenHelp_whenRun_thenItTellsOfPostDeleteAndFailingWrites() async {
        let run = await CommandRun.run(["--help"], on: DemoInstance(seed: 1))

        #expect(run.output.contains("\n       mastodon-timeline post TEXT [options]\n"))
        #expect(run.output.contains("\n       mastodon-timeline delete ID [options]\n"))
        #expect(
            run.output.contains(
                "\n  post TEXT        post TEXT as the token's user: at once it shows at the top"))
        #expect(run.output.contains("under a temporary ID (local-1) marked ⏳ sending…"))
        #expect(run.output.contains("\n  delete ID        delete a status of the user's: hidden at once"))
        #expect(
            run.output.contains(
                "\n  --fail-writes    on the demo instance only: every write (post, delete, f N, b N)"))
        #expect(run.output.contains("Writes (post, delete, f N, b N) are sent once, never retried."))
    }
}
