import MastodonDemoInstance
import Testing

@Suite struct UsageErrorTests {
    @Test(
        arguments: [
            ["--pages", "0"], ["--pages", "two"], ["--limit", "99"], ["--limit", "0"],
            ["--timeline", "bogus"],
            ["--timeline", "tag:"], ["--format", "xml"], ["--instance", "ftp://x"],
            ["--instance", "http://example.com"], ["--bogus"], ["--pages"], ["extra"], ["--token", "x"],
            ["demo", "--pages", "2"], ["--timeout", "0"], ["--timeout", "-1"], ["--timeout", "soon"],
            ["--timeout", "nan"], ["status"], ["profile"], ["profile", "@"], ["status", "1", "2"],
            ["status", "1", "--pages", "2"], ["status", "1", "--timeline", "home"],
            ["profile", "x", "--timeline", "home"],
            ["--replies"], ["--pinned=yes", "profile", "x"], ["demo", "status", "1"],
            ["status", "1", "demo"],
            ["--timeline", "notification"],
        ])
    func givenABadCommandLine_whenRun_thenExits2WithOneErrorLineAndAPointerToTheUsage(
        arguments: [String]
    ) async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(arguments, on: instance)

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
        #expect(run.errorLines.dropFirst() == ["run 'mastodon-timeline --help' for the usage"])
        #expect(instance.requestCount == 0)
    }
}
