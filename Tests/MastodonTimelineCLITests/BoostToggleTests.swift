import MastodonDemoInstance
import Testing

@Suite struct BoostToggleTests {
    @Test func givenABoostedPost_whenBoostedAgain_thenTheOriginalInsideTheWrapperIsWrittenAndUndone() async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run([], on: instance, lines: ["b 2", "b 2", "b 77"], isTerminal: true)

        #expect(run.status == 0)
        #expect(run.output.contains("\n↳ [2] now 💬 1 · 🔁 1 · ★ 3 · boosted\n"))
        #expect(run.output.contains("\n↳ [2] now 💬 1 · 🔁 0 · ★ 3\n"))
        #expect(run.output.contains("no post [77] on screen\n"))
        #expect(
            instance.requests.filter { $0.method == "POST" }.map { $0.url.lastPathComponent } == [
                "reblog", "unreblog",
            ])
    }
}
