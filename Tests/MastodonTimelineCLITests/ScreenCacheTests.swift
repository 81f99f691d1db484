import Foundation
import MastodonDemoInstance
import Testing

/// The status and notifications screens are kept in the cache like timelines: a second run starts from
/// them and refreshes them; piped, it prints only what the server holds after the refresh.
@Suite struct ScreenCacheTests {
    @Test(arguments: [
        (["--timeline", "notifications", "--limit", "3"], 1),
        (["status", "117536670504984707"], 2),
    ])
    func givenACachedScreen_whenRunAgainPiped_thenOnlyTheRefreshedScreenIsPrinted(
        arguments: [String], requests: Int
    ) async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let first = await CommandRun.run(arguments + ["--cache", path], on: instance)
        let before = instance.requestCount

        let second = await CommandRun.run(arguments + ["--cache", path], on: instance)
        let offline = DemoInstance(seed: 1, failures: [CacheTests.unreachable], clock: { DemoWorld.baseDate })
        let json = try await CommandRun.run(arguments + ["--cache", path, "--format", "json"], on: offline)
            .jsonLines()

        #expect(first.status == 0 && second.status == 0)
        #expect(second.output == first.output)
        #expect(instance.requestCount == before + requests)
        #expect(json.first?["cached_at"] != nil)
    }
}
