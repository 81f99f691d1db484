import Foundation
import MastodonDemoInstance
import Testing

/// A server that sends more statuses than asked for: the page shows what was asked, and one warning says
/// how many were left out.
@Suite struct OversizedPageTests {
    @Test func givenAPageOfAHundredWhenTwentyWereAsked_whenShown_thenTwentyShowWithOneWarning() async {
        let statuses = (0..<100).map { number in
            CyclicBoostTests.status("\(10_000 - number)")
        }
        let instance = DemoInstance(
            seed: 1,
            failures: [
                InjectedAnswers.json(
                    "[" + statuses.joined(separator: ",") + "]", at: "/api/v1/timelines/public")
            ])

        let run = await CommandRun.run(["--limit", "20"], on: instance)

        #expect(run.status == 0)
        #expect(run.output.contains("[20] "))
        #expect(!run.output.contains("[21] "))
        #expect(
            run.errorLines == [
                "warning: left out 80 statuses: the server sent 80 past the 20 shown"
            ])
    }
}
