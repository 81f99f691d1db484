import Foundation
import MastodonDemoInstance
import Testing

@testable import MastodonTimelineCLI

/// `--refresh-every DURATION`: in interactive mode the screen refetches its list on a timer, through a
/// refetch trigger, and shows what is new while the prompt waits.
@Suite struct RefreshEveryTests {
    static let now = DemoWorld.baseDate

    @Test(arguments: [
        ("30s", Duration.seconds(30)), ("5m", .seconds(300)), ("1h", .seconds(3_600)), ("90", .seconds(90)),
        ("5", .seconds(5)), ("24h", .seconds(86_400)),
    ])
    func givenADuration_whenParsed_thenItIsTheInterval(value: String, interval: Duration) throws {
        #expect(try CommandOptions.parse(["--refresh-every", value]).refreshEvery == interval)
        #expect(
            try CommandOptions.parse(["status", "1", "--refresh-every=\(value)"]).refreshEvery == interval)
    }

    @Test(arguments: [
        ["--refresh-every", "0"], ["--refresh-every", "4s"], ["--refresh-every", "25h"],
        ["--refresh-every", "soon"],
        ["--refresh-every", "5x"], ["--refresh-every", ""], ["--refresh-every", "-5"],
        ["--refresh-every", "1.5m"],
        ["--refresh-every", "99999999999999999999"], ["--refresh-every", "m"], ["--refresh-every"],
        ["demo", "--refresh-every", "30s"], ["logout", "--refresh-every", "30s"],
    ])
    func givenABadDuration_whenRun_thenItIsAUsageError(arguments: [String]) async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(arguments, on: instance)

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
        #expect(run.errorLines.dropFirst() == [UsageError.hint])
        #expect(instance.requestCount == 0)
    }

    @Test func givenAnInterval_whenTheScreenWaitsAtItsPrompt_thenEachIntervalRefetchesOnceAndShowsWhatIsNew()
        async throws
    {
        let instance = DemoInstance(seed: 1, clock: { Self.now })
        let run = DrivenRun(["--limit", "3", "--refresh-every", "30s"], on: instance, clock: { Self.now })
        await run.input.waitForReads(1)
        try await run.waitForSleeps(1)
        #expect(instance.requestCount == 1)

        instance.post("First news while the prompt waits")
        run.waitClock.advance(by: .seconds(29))
        #expect(run.waitClock.sleeperCount == 1)
        run.waitClock.advance(by: .seconds(1))
        await run.waitForPrompt(after: "First news while the prompt waits")
        #expect(instance.requestCount == 2)

        try await run.waitForSleeps(2)
        instance.post("Second news")
        run.waitClock.advance(by: .seconds(30))
        await run.waitForPrompt(after: "Second news")
        #expect(instance.requestCount == 3)
        let status = await run.quit()

        #expect(status == 0)
        #expect(run.errorOutput.text.isEmpty)
        #expect(run.input.readCount == 1)
        let output = run.output.text
        #expect(output.components(separatedBy: "── newer posts ──").count == 3)
        #expect(output.contains("> \n\n── newer posts ──\n[4] "))
        #expect(output.contains("> \n\n── newer posts ──\n[5] "))
        #expect(instance.requests.allSatisfy { $0.url.path == "/api/v1/timelines/public" })
        // Quitting stops the trigger: nothing waits on the clock any more.
        #expect(run.waitClock.sleeperCount == 0)
    }

    @Test func givenATerminal_whenARefreshArrivesAtThePrompt_thenThePromptIsErasedAndShownAgainBelow()
        async throws
    {
        let instance = DemoInstance(seed: 1, clock: { Self.now })
        let run = DrivenRun(
            ["--limit", "3", "--refresh-every", "1m"], on: instance, clock: { Self.now }, showsProgress: true)
        await run.input.waitForReads(1)
        try await run.waitForSleeps(1)

        instance.post("News on a terminal")
        run.waitClock.advance(by: .seconds(60))
        await run.waitForPrompt(after: "News on a terminal")
        let status = await run.quit()

        #expect(status == 0)
        let output = run.output.text
        #expect(output.contains("quit\n> \r\u{1B}[2K⏳ refreshing…\r\u{1B}[2K\n── newer posts ──\n[4] "))
        #expect(output.hasSuffix("★ 0\n> q") == false)
    }

    @Test func givenARefreshThatFails_whenItComesDue_thenTheErrorAndTheAgeOfWhatStaysAreShown() async throws {
        let time = AgeClockTests.ManualClock(Self.now)
        let instance = DemoInstance(seed: 1, clock: { Self.now })
        let run = DrivenRun(["--limit", "3", "--refresh-every", "5m"], on: instance, clock: { time.now() })
        await run.input.waitForReads(1)
        try await run.waitForSleeps(1)

        instance.failures = [.error(403, message: "This action is not allowed", on: .everyRequest)]
        time.advance(by: 300)
        run.waitClock.advance(by: .seconds(300))
        await run.waitForOutput("(showing what was loaded 5 min ago)\n> ")
        let status = await run.quit()

        #expect(status == 0)
        #expect(
            run.errorOutput.text
                == "error: GET https://\(instance.host):443/api/v1/timelines/public?limit=3: HTTP 403 Forbidden: "
                + "This action is not allowed\n")
        #expect(run.output.text.contains("> \n(showing what was loaded 5 min ago)\n> "))
        #expect(instance.requestCount == 2)
    }

    @Test func givenACommandTypedDuringARefresh_whenTheRefreshIsRetried_thenTheCommandRunsOnceItIsShown()
        async throws
    {
        let instance = DemoInstance(
            seed: 1, failures: [RetryTests.rateLimited(resetIn: 12, on: .requestNumber(2))],
            clock: { Self.now })
        let run = DrivenRun(
            ["--limit", "3", "--refresh-every", "30s"], on: instance, clock: { Self.now }, showsProgress: true
        )
        await run.input.waitForReads(1)
        try await run.waitForSleeps(1)

        instance.post("Posted before the rate limit")
        run.waitClock.advance(by: .seconds(30))
        // The screen shows the refresh under way, which waits 12 s before its second attempt.
        await run.waitForOutput("⏳ refreshing…")
        try await run.waitForSleeps(3)
        #expect(run.waitClock.sleeps.contains(.seconds(12)))
        run.input.type("n")
        #expect(instance.requestCount == 2)
        run.waitClock.advance(by: .seconds(12))
        await run.waitForPrompt(after: "── page 2 ──")
        let status = await run.quit()

        #expect(status == 0)
        #expect(run.errorOutput.text.isEmpty)
        let output = run.output.text
        let newer = try #require(output.range(of: "── newer posts ──\n[4] "))
        let page = try #require(output.range(of: "── page 2 ──\n[5] "))
        #expect(newer.upperBound < page.lowerBound)
        #expect(instance.requestCount == 4)
    }

    @Test func givenNoInterval_whenTheScreenWaits_thenNothingTicks() async {
        let instance = DemoInstance(seed: 1, clock: { Self.now })
        let run = DrivenRun(["--limit", "3"], on: instance, clock: { Self.now })
        await run.input.waitForReads(1)

        let status = await run.quit()

        #expect(status == 0)
        #expect(run.waitClock.sleeps.isEmpty)
        #expect(instance.requestCount == 1)
    }

    @Test(arguments: [(false, "human"), (true, "json"), (false, "json")])
    func givenNoInteractiveMode_whenAnIntervalIsGiven_thenItIsIgnoredWithANote(
        isTerminal: Bool, format: String
    )
        async
    {
        let instance = DemoInstance(seed: 1, clock: { Self.now })
        let plain = await CommandRun.run(["--limit", "3", "--format", format], on: instance)

        let run = await CommandRun.run(
            ["--limit", "3", "--format", format, "--refresh-every", "30s"], on: instance, lines: ["q"],
            isTerminal: isTerminal)

        #expect(run.status == 0)
        #expect(run.output == plain.output)
        #expect(run.errorOutput == ListScreen<TimelinePresenter, JSONStatusItem>.refreshIgnoredNote)
        #expect(run.input.readCount == 0)
    }
}
