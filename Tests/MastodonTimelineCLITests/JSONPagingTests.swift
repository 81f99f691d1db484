import MastodonDemoInstance
import Testing

@Suite struct JSONPagingTests {
    @Test func givenFivePages_whenRunAsJSON_thenOneLineHoldsFivePagesOfUniqueDecreasingIDs()
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
        // The list once, as the run ends with it: output grows with the list, not with its square.
        #expect(lines.count == 1)
        #expect(instance.requestCount == 5)
    }
}
