import MastodonDemoInstance
import Testing

@Suite struct InteractiveModeTests {
    @Test func givenATerminal_whenScriptedNextFavouriteQuit_thenPagesFavouritesAndQuits() async throws {
        let instance = DemoInstance(seed: 1)
        let first = try #require(instance.world.publicTimeline().first)

        // NO_COLOR: no colour either, so that any escape sequence would be the progress line's.
        let run = await CommandRun.run(
            [], on: instance, environment: ["NO_COLOR": "1"], lines: ["n", "f 1", "q", "n"], isTerminal: true)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.input.readCount == 3)
        #expect(run.output.contains("\n── page 2 ──\n[21] "))
        #expect(run.output.contains("\n↳ [1] now 💬 0 · 🔁 2 · ★ 7 · favourited\n"))
        #expect(!run.output.contains("── page 3 ──"))
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.output.contains("⏳"))
        #expect(instance.requests.map(\.method) == ["GET", "GET", "POST"])
        #expect(instance.requests.last?.url.path == "/api/v1/statuses/\(first.id)/favourite")
    }
}
