import MastodonDemoInstance
import Testing

@Suite struct ActionFailureTests {
    @Test func givenARefusedFavourite_whenInteractive_thenReportsOneLineKeepsThePostAndGoesOn() async {
        let refusal = FailureRule.error(
            403, message: "This action is not allowed", on: .pathPrefix("/api/v1/statuses/"))
        let instance = DemoInstance(seed: 1, failures: [refusal])

        let run = await CommandRun.run([], on: instance, lines: ["f 1", "n", "q"], isTerminal: true)

        #expect(run.status == 0)
        let id = instance.world.publicTimeline()[0].id
        #expect(
            run.errorLines == [
                "error: POST https://\(instance.host):443/api/v1/statuses/\(id)/favourite: HTTP 403 Forbidden: "
                    + "This action is not allowed"
            ])
        let changes = run.output.split(separator: "\n").filter { $0.hasPrefix("↳ [1] now ") }
        #expect(changes.last.map { $0 == "↳ [1] now 💬 0 · 🔁 2 · ★ 6" } ?? true)
        #expect(run.output.contains("\n── page 2 ──\n[21] "))
        #expect(instance.requests.map(\.method) == ["GET", "POST", "GET"])
    }
}
