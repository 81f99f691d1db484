import Foundation
import MastodonDemoInstance
import Testing

/// A failing server is one error line naming the request (`{request}`, method and URL with its port) or,
/// for an answer no Mastodon server gives, the server (`{origin}`); exit status 1.
@Suite struct RuntimeFailureTests {
    static let malformed = FailureRule(
        trigger: .everyRequest, statusCode: 200, headers: ["Content-Type": "application/json"],
        body: Data(#"{"statuses": "not a list"}"#.utf8))

    @Test(
        arguments: [
            (
                FailureRule.badGateway(on: .everyRequest),
                "error: {request}: HTTP 502 Bad Gateway (an HTML page, not JSON)"
            ),
            (
                FailureRule.rateLimited(on: .everyRequest),
                "error: {request}: HTTP 429 Too Many Requests: Too many requests; rate limit resets at "
                    + "2026-11-01T12:05:00.000Z"
            ),
            (
                Self.malformed,
                "error: {origin} does not answer like a Mastodon server: {request} gave JSON that is not a "
                    + "Mastodon status list (at <root>: "
            ),
            (
                FailureRule.transport(.cannotFindHost, on: .everyRequest),
                "error: Network error: {request}: host not found"
            ),
        ])
    func givenAFailingServer_whenRun_thenExits1WithOneClearErrorLine(rule: FailureRule, line: String) async {
        for format in ["human", "json"] {
            let instance = DemoInstance(seed: 1, failures: [rule])
            let origin = "https://\(instance.host):443"
            let expected = line.replacingOccurrences(
                of: "{request}", with: "GET \(origin)/api/v1/timelines/public"
            )
            .replacingOccurrences(of: "{origin}", with: origin)

            let run = await CommandRun.run(["--format", format], on: instance)

            #expect(run.status == 1)
            #expect(run.errorLines.count == 1)
            #expect(run.errorLines.first?.hasPrefix(expected) == true, "\(run.errorLines)")
        }
    }
}
