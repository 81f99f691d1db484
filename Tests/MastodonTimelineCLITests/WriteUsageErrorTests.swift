import MastodonDemoInstance
import Testing

/// A `post` or `delete` command line that cannot run is one error line, a line pointing at the usage,
/// exit status 2, and no request.
@Suite struct WriteUsageErrorTests {
    @Test(arguments: [
        (["post"], "error: post needs the text of the post: post TEXT"),
        (["post", "  "], "error: post needs some text: post TEXT"),
        (["post", ""], "error: post needs some text: post TEXT"),
        (
            ["post", "hello", "world"],
            #"error: unexpected argument 'world': quote the text of the post (post "TEXT")"#
        ),
        (["delete"], "error: delete needs the ID of a status: delete ID"),
        (["delete", "1", "2"], "error: unexpected argument '2'"),
        (
            ["post", "hi", "--timeline", "notifications"],
            "error: post shows the home, public or local timeline"
        ),
        (
            ["delete", "1", "--timeline", "tag:swift"],
            "error: delete shows the home, public or local timeline"
        ),
        (
            ["post", "hi", "--pages", "2"],
            "error: post takes no options but --timeline, --limit, --format, --instance, --timeout, --cache, "
                + "--no-cache, --fail-writes, --offline, --width, --color and --expand-cw, got '--pages'"
        ),
        (
            ["post", "hi", "--fail-writes", "--instance", "https://mastodon.example"],
            "error: --fail-writes makes the demo instance fail its writes; it cannot apply to --instance"
        ),
        (
            ["post", "hi", "--instance", "https://mastodon.example"],
            "error: post needs a user token: set MASTODON_ACCESS_TOKEN"
        ),
        (
            ["delete", "1", "--instance", "https://mastodon.example"],
            "error: delete needs a user token: set MASTODON_ACCESS_TOKEN"
        ),
        (
            ["logout", "--fail-writes"],
            "error: logout takes no options but --instance, --cache and --all, got '--fail-writes'"
        ),
    ])
    func givenABadWriteCommandLine_whenRun_thenExit2WithOneLineAndAPointerToTheUsageAndNoRequest(
        arguments: [String], line: String
    ) async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(arguments, on: instance, environment: ["MASTODON_ACCESS_TOKEN": " "])

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorLines.first == line)
        #expect(run.errorLines.dropFirst() == ["run 'mastodon-timeline --help' for the usage"])
        #expect(instance.requestCount == 0)
        #expect(!instance.failsWrites)
    }
}
