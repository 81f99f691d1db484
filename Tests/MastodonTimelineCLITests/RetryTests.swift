import Foundation
import MastodonAPI
import MastodonDemoInstance
import Testing

/// HTTP 429 and 5xx are tried again, a few times, waiting what the server asks; nothing else is.
@Suite struct RetryTests {
    static let now = DemoWorld.baseDate

    /// A 429 whose rate limit resets `seconds` after the demo's clock.
    static func rateLimited(resetIn seconds: TimeInterval, on trigger: FailureTrigger) -> FailureRule {
        .rateLimited(on: trigger, reset: MastodonDate.string(from: now.addingTimeInterval(seconds)))
    }

    static func instance(failing failures: [FailureRule]) -> DemoInstance {
        DemoInstance(seed: 1, failures: failures, clock: { now })
    }

    /// The output with every progress line erased as a terminal erases it.
    static func erasingProgress(_ text: String) -> String {
        text.replacingOccurrences(of: "⏳ [^\r\n]*\r\u{1B}\\[2K", with: "", options: .regularExpression)
    }

    @Test
    func givenA429ThenSuccess_whenRunOnATerminal_thenItWaitsWhatTheServerSaysSayingSoThenShowsTheTimeline()
        async throws
    {
        let plain = await CommandRun.run(["--limit", "3"], on: Self.instance(failing: []))
        let instance = Self.instance(failing: [Self.rateLimited(resetIn: 12, on: .requestNumber(1))])
        let run = DrivenRun(["--limit", "3"], on: instance, isTerminal: false, showsProgress: true)

        try await run.waitForSleeps(1)
        await run.waitForOutput("⏳ rate limited, retrying in 12 s")
        #expect(run.waitClock.sleeps == [.seconds(12)])
        #expect(!run.output.text.contains("[1] "))
        run.waitClock.advance(by: .seconds(12))
        let status = await run.task.value

        #expect(status == 0)
        #expect(run.errorOutput.text.isEmpty)
        #expect(instance.requestCount == 2)
        #expect(Self.erasingProgress(run.output.text) == plain.output)
    }

    @Test(arguments: ["human", "json"])
    func givenA429ThenSuccessWithoutATerminal_whenRun_thenNothingIsSaidOnStandardOutput(format: String)
        async throws
    {
        let plain = await CommandRun.run(
            ["--limit", "3", "--format", format], on: Self.instance(failing: []))
        let instance = Self.instance(failing: [Self.rateLimited(resetIn: 12, on: .requestNumber(1))])

        let run = await CommandRun.run(
            ["--limit", "3", "--format", format], on: instance, showsProgress: false)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(instance.requestCount == 2)
        #expect(!run.output.contains("rate limited"))
        #expect(run.output.hasSuffix(plain.output.split(separator: "\n").last.map { $0 + "\n" } ?? "?"))
    }

    @Test func givenJSONOnATerminal_whenRetrying_thenOnlyJSONLinesAreWritten() async throws {
        let instance = Self.instance(failing: [.badGateway(on: .requestNumber(1))])

        let run = await CommandRun.run(
            ["--limit", "3", "--format", "json"], on: instance, isTerminal: true, showsProgress: true)

        #expect(run.status == 0)
        #expect(!run.output.contains("⏳"))
        #expect(try run.jsonLines().last?["state"] as? String == "completed")
    }

    @Test func givenA502ThenSuccess_whenRun_thenItIsRetriedOnceAfterAShortWait() async throws {
        let instance = Self.instance(failing: [.badGateway(on: .requestNumber(1))])
        let clock = ImmediateClock()

        let run = await CommandRun.run(
            ["--limit", "3"], on: instance, isTerminal: false, showsProgress: true, waitClock: clock)

        #expect(run.status == 0)
        #expect(instance.requestCount == 2)
        #expect(clock.sleeps.count == 1)
        #expect(clock.sleeps.allSatisfy { $0 >= .zero && $0 <= .seconds(1) })
        #expect(run.output.contains("⏳ server error (HTTP 502), retrying "))
        #expect(Self.erasingProgress(run.output).hasPrefix("[1] "))
    }

    @Test func givenA503WithRetryAfter_whenRun_thenItWaitsThatLong() async throws {
        let instance = Self.instance(failing: [.serviceUnavailable(on: .requestNumber(1), retryAfter: "7")])
        let clock = ImmediateClock()

        let run = await CommandRun.run(["--limit", "3"], on: instance, waitClock: clock)

        #expect(run.status == 0)
        #expect(clock.sleeps == [.seconds(7)])
        #expect(instance.requestCount == 2)
    }

    @Test func givenAProfileBehindA429_whenOpened_thenTheAccountLookUpIsRetriedToo() async throws {
        let instance = Self.instance(failing: [Self.rateLimited(resetIn: 5, on: .requestNumber(1))])
        let author = try #require(instance.world.publicTimeline().first?.accountID)
        let acct = try #require(instance.world.account(id: author)?.acct)
        let clock = ImmediateClock()

        let run = await CommandRun.run(["profile", acct, "--limit", "2"], on: instance, waitClock: clock)

        #expect(run.status == 0)
        #expect(clock.sleeps == [.seconds(5)])
        #expect(instance.requests.first?.url.path == instance.requests.dropFirst().first?.url.path)
    }

    @Test(arguments: [
        (
            FailureRule.error(404, message: "Record not found", on: .everyRequest),
            "error: status '1' not found ({request}: HTTP 404 Not Found: Record not found)"
        ),
        (
            FailureRule.error(401, message: "The access token is invalid", on: .everyRequest),
            "error: {request}: HTTP 401 Unauthorized: The access token is invalid"
        ),
        (
            FailureRule.transport(.cannotConnectToHost, on: .everyRequest),
            "error: Network error: {request}: cannot connect to host"
        ),
    ])
    func givenAFailureThatIsNotOverload_whenRun_thenItFailsAtOnce(rule: FailureRule, line: String) async {
        let instance = Self.instance(failing: [rule])
        let clock = ImmediateClock()

        let run = await CommandRun.run(["status", "1"], on: instance, waitClock: clock)

        let path = instance.requests.first?.url.path ?? "?"
        let request = "GET https://\(instance.host):443\(path)"
        #expect(run.status == 1)
        #expect(run.errorLines == [line.replacingOccurrences(of: "{request}", with: request)])
        #expect(instance.requestCount == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test(arguments: ["human", "json"])
    func givenAServerThatKeepsFailing_whenRun_thenItGivesUpAfterThreeAttemptsWithOneLine(format: String)
        async throws
    {
        let instance = Self.instance(failing: [.badGateway(on: .everyRequest)])
        let clock = ImmediateClock()

        let run = await CommandRun.run(["--format", format], on: instance, waitClock: clock)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: GET https://\(instance.host):443/api/v1/timelines/public: HTTP 502 Bad Gateway "
                    + "(an HTML page, not JSON)"
            ])
        #expect(instance.requestCount == 3)
        #expect(clock.sleeps.count == 2)
        #expect(clock.sleeps.allSatisfy { $0 <= .seconds(2) })
    }

    @Test func givenARateLimitResettingInFiveMinutes_whenRun_thenItGivesUpAtOnceSayingWhen() async {
        let instance = Self.instance(failing: [Self.rateLimited(resetIn: 300, on: .everyRequest)])
        let clock = ImmediateClock()

        let run = await CommandRun.run([], on: instance, waitClock: clock)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: GET https://\(instance.host):443/api/v1/timelines/public: HTTP 429 Too Many Requests: "
                    + "Too many requests; rate limit resets at 2026-11-01T12:05:00.000Z"
            ])
        #expect(instance.requestCount == 1)
        #expect(clock.sleeps.isEmpty)
    }
}
