import MastodonDemoInstance
import Testing

/// A post the server refuses shows the server's message, stripped of terminal control sequences.
@Suite struct WriteRefusalTests {
    @Test func givenA422WithControlSequences_whenPosting_thenTheMessageIsShownCleanedAndExit1() async throws {
        let refusal = FailureRule.error(
            422, message: "Validation failed: \u{1B}[2J\u{1B}]0;owned\u{07}Text can't be blank",
            on: .path("/api/v1/statuses"))
        let instance = DemoInstance(seed: 1, failures: [refusal])

        let run = await CommandRun.run(["post", "hi", "--format", "json"], on: instance)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: the post was not sent: POST https://\(instance.host):443/api/v1/statuses: HTTP 422 "
                    + "Unprocessable Content: Validation failed: Text can't be blank"
            ])
        let last = try #require(try run.jsonLines().last)
        #expect(last["step"] as? String == "failed")
        #expect((last["ids"] as? [String])?.contains("local-1") == false)
    }
}
