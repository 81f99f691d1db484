import Foundation
import MastodonDemoInstance
import Testing

@Suite struct RuntimeFailureTests {
    static let malformed = FailureRule(
        trigger: .everyRequest, statusCode: 200, headers: ["Content-Type": "application/json"],
        body: Data(#"{"statuses": "not a list"}"#.utf8))

    @Test(
        arguments: [
            (FailureRule.badGateway(on: .everyRequest), "error: HTTP 502 (non-JSON body)"),
            (
                FailureRule.rateLimited(on: .everyRequest),
                "error: HTTP 429: Too many requests; rate limit resets at 2026-11-01T12:05:00.000Z"
            ),
            (Self.malformed, "error: Unexpected response from the server"),
            (FailureRule.transport(.cannotFindHost, on: .everyRequest), "error: Network error"),
        ])
    func givenAFailingServer_whenRun_thenExits1WithOneClearErrorLine(rule: FailureRule, line: String) async {
        for format in ["human", "json"] {
            let run = await CommandRun.run(["--format", format], on: DemoInstance(seed: 1, failures: [rule]))

            #expect(run.status == 1)
            #expect(run.errorLines.count == 1)
            #expect(run.errorLines.first?.hasPrefix(line) == true, "\(run.errorLines)")
        }
    }
}
