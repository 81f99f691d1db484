import MastodonDemoInstance
import Testing

@Suite struct TagTimelineTests {
    @Test func givenATagTimeline_whenRun_thenShowsTheTaggedPostsOfTheDemoInstance() async throws {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(["--timeline", "tag:#Swift", "--format", "json"], on: instance)

        #expect(run.status == 0)
        let ids = try #require(try run.jsonLines().last?["ids"] as? [String])
        #expect(!ids.isEmpty)
        #expect(ids == instance.world.tagTimeline("swift").prefix(20).map(\.id))
        #expect(instance.requests.map(\.url.path) == ["/api/v1/timelines/tag/Swift"])
    }
}
