import MastodonDemoInstance
import Testing

@Suite struct NewerPostsTests {
    @Test func givenANewPost_whenAskingForNewerPosts_thenItIsShownAboveUnderItsOwnNumber() async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(
            ["--limit", "3"], on: instance, lines: ["p", "p"],
            beforeLine: { _ in
                if instance.requestCount == 1 { instance.post("Fresh from the test") }
            }, isTerminal: true)

        #expect(run.status == 0)
        #expect(run.output.contains("\n── newer posts ──\n[4] "))
        #expect(run.output.contains("    Fresh from the test\n"))
        #expect(run.output.contains("(no newer posts)\n"))
    }
}
