import Foundation
import MastodonDemoInstance
import Testing

@testable import MastodonTimelineCLI

/// Server text never controls the terminal on the status, profile and notifications screens either:
/// every field carries every class of control text.
@Suite struct ScreenTerminalSafetyTests {
    static let hostile = StatusPayload.hostile

    static func answers() -> [FailureRule] {
        let status = StatusPayload.status(id: 1, text: hostile)
        let account = status["account"] as? [String: Any] ?? [:]
        let notification: [String: Any] = [
            "id": "5", "type": hostile, "created_at": "2026-03-05T12:00:00.000Z", "account": account,
            "status": status,
        ]
        return [
            InjectedAnswers.json(StatusPayload.object(status), at: "/api/v1/statuses/1"),
            InjectedAnswers.json(#"{"ancestors": [], "descendants": []}"#, at: "/api/v1/statuses/1/context"),
            InjectedAnswers.json(StatusPayload.object(account), at: "/api/v1/accounts/lookup"),
            InjectedAnswers.json(StatusPayload.page([status]), at: "/api/v1/accounts/91/statuses"),
            InjectedAnswers.json(StatusPayload.page([notification]), at: "/api/v1/notifications"),
        ]
    }

    @Test(arguments: [["status", "1"], ["profile", "alice"], ["--timeline", "notifications"]])
    func givenControlTextInEveryField_whenAScreenIsShownForPeople_thenNoControlReachesTheOutput(
        arguments: [String]
    ) async {
        let run = await CommandRun.run(arguments, on: DemoInstance(seed: 1, failures: Self.answers()))

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(TerminalText.isClean(run.output), "\(run.output.debugDescription)")
        #expect(!run.output.contains("\r"))
        #expect(run.output.contains(StatusPayload.hostileVisible))
    }
}
