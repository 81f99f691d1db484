import MastodonDemoInstance
import Testing

@Suite struct HomeTimelineTests {
    @Test func givenTheHomeTimeline_whenRunOnTheDemo_thenUsesTheDemoTokenAndShowsBoosts() async throws {
        let instance = DemoInstance(seed: 1)
        let expected = instance.world.homeTimeline().prefix(20)

        let json = await CommandRun.run(["--timeline", "home", "--format", "json"], on: instance)
        let human = await CommandRun.run(["--timeline", "home"], on: instance)

        #expect(json.status == 0)
        #expect(try json.jsonLines().last?["ids"] as? [String] == expected.map(\.id))
        #expect(instance.requests.allSatisfy { $0.hadAuthorization && $0.statusCode == 200 })
        #expect(human.status == 0)
        #expect(expected.contains { $0.isReblog })
        // The boost's own age, then the original's author and age on the next line.
        #expect(
            human.output.range(
                of: #" boosted · [0-9]+[smhdy]\n    \S.* · [0-9]+[smhdy]\n"#, options: .regularExpression)
                != nil)
    }
}
