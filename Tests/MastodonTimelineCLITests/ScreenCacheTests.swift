import Foundation
import MastodonDemoInstance
import Testing

/// The status and notifications screens are kept in the cache like timelines: a second run shows them at
/// once, then refreshes them.
@Suite struct ScreenCacheTests {
    @Test(arguments: [
        (["--timeline", "notifications", "--limit", "3"], 1),
        (["status", "117536670504984707"], 2),
    ])
    func givenACachedScreen_whenRunAgain_thenItShowsAtOnceThenRefreshes(arguments: [String], requests: Int)
        async throws
    {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let first = await CommandRun.run(arguments + ["--cache", path], on: instance)
        let before = instance.requestCount

        let second = await CommandRun.run(arguments + ["--cache", path], on: instance)

        #expect(first.status == 0 && second.status == 0)
        #expect(second.output.hasPrefix("cached just now\n[1] "))
        #expect(second.output.dropFirst("cached just now\n".count) == first.output)
        #expect(instance.requestCount == before + requests)
    }
}
