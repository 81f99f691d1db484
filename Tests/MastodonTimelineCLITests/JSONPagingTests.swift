import MastodonDemoInstance
import Testing

@Suite struct JSONPagingTests {
    @Test func givenFivePages_whenRunAsJSON_thenEmitsFivePagesOfUniqueDecreasingIDsEndingCompleted()
        async throws
    {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(["--pages", "5", "--format", "json"], on: instance)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let lines = try run.jsonLines()
        let last = try #require(lines.last)
        #expect(last["state"] as? String == "completed")
        #expect(last["next"] as? String == "more")
        let ids = try #require(last["ids"] as? [String])
        #expect(ids.count == 100)
        #expect(Set(ids).count == ids.count)
        #expect(zip(ids, ids.dropFirst()).allSatisfy { MastodonIDOrder.isNewer($0, than: $1) })
        #expect(ids == instance.world.publicTimeline().prefix(100).map(\.id))
        let pages = lines.filter {
            $0["state"] as? String == "completed" && $0["next"] as? String != "loading"
        }
        #expect(pages.map { ($0["ids"] as? [String])?.count } == [20, 40, 60, 80, 100])
        #expect(instance.requestCount == 5)
    }
}
