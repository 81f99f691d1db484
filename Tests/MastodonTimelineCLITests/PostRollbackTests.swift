import MastodonDemoInstance
import Testing

/// `post TEXT --fail-writes`: the draft shows, then the demo instance refuses the post and the draft is
/// gone from every list, with one error line and exit status 1.
@Suite struct PostRollbackTests {
    @Test func givenFailingWrites_whenPosting_thenTheDraftShowsThenGoesWithOneErrorLineAndExit1() async {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let statuses = instance.world.statuses.count

        let run = await CommandRun.run(
            ["post", "Hello, world", "--limit", "1", "--fail-writes"], on: instance)

        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: the post was not sent: HTTP 503: There was a temporary problem serving your request, "
                    + "please try again"
            ])
        #expect(run.output == Self.expected)
        #expect(instance.world.statuses.count == statuses)
        #expect(instance.requests.filter { $0.method == "POST" }.map(\.statusCode) == [503])
    }

    /// The last screen shows each list as the first did.
    static let expected = """
        ── before ──
        home timeline
          [1] 117540949330082827 · Rosa Novak ✨ @rosan@other.example · 30m
              Airport Wi-Fi speed test: 0.4 Mbps. Sending this by carrier pigeon.
              #Travel
        profile @demo
          [1] 117539608314784571 · StoreFlowable Demo @demo · 6h
              We hit 1,000 stars! Thank you all <3
              #OpenSource

        ── sending: local-1 shows at once in every open list ──
        home timeline
          [1] local-1 · StoreFlowable Demo @demo · ⏳ sending…
              Hello, world
          [2] 117540949330082827 · Rosa Novak ✨ @rosan@other.example · 30m
              Airport Wi-Fi speed test: 0.4 Mbps. Sending this by carrier pigeon.
              #Travel
        profile @demo
          [1] local-1 · StoreFlowable Demo @demo · ⏳ sending…
              Hello, world
          [2] 117539608314784571 · StoreFlowable Demo @demo · 6h
              We hit 1,000 stars! Thank you all <3
              #OpenSource

        ── not posted: local-1 is gone from every list ──
        home timeline
          [1] 117540949330082827 · Rosa Novak ✨ @rosan@other.example · 30m
              Airport Wi-Fi speed test: 0.4 Mbps. Sending this by carrier pigeon.
              #Travel
        profile @demo
          [1] 117539608314784571 · StoreFlowable Demo @demo · 6h
              We hit 1,000 stars! Thank you all <3
              #OpenSource

        """
}
