import MastodonDemoInstance
import Testing

@Suite struct DemoSubcommandTests {
    /// Holds when every timeline reads statuses from one store, and with the interim per-timeline copies
    /// that the store rewrites; if the public timeline never showed the favourite, the time limit would
    /// end the wait.
    @Test(.timeLimit(.minutes(1)))
    func givenTwoTimelinesShowingOnePost_whenFavouritedThroughHome_thenBothShowItAfterOneRequest()
        async throws
    {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(["demo"], on: instance)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.output.contains("\nHTTP requests for the favourite: 1\n"))
        let after = try #require(run.output.components(separatedBy: "Favouriting it through").last)
        let lines = after.split(separator: "\n").filter { $0.hasPrefix("  home") || $0.hasPrefix("  public") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasSuffix(" · favourited") })
        let posts = instance.requests.filter { $0.method == "POST" }
        #expect(posts.count == 1)
        #expect(posts.first?.url.path.hasSuffix("/favourite") == true)
    }
}
