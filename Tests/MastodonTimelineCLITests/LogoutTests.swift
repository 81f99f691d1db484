import Foundation
import MastodonDemoInstance
import Testing

/// `logout` clears the cache the command keeps for an instance, and only that one.
@Suite struct LogoutTests {
    @Test func givenACachedTimeline_whenLoggingOut_thenTheCacheIsClearedAndTheNextRunStartsAfresh() async {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        _ = await CommandRun.run(["--limit", "3", "--cache", path], on: instance)
        let cached = await CommandRun.run(["--limit", "3", "--cache", path], on: instance)
        #expect(cached.output.hasPrefix("cached just now\n"))
        let requests = instance.requestCount

        let logout = await CommandRun.run(["logout", "--cache", path], on: instance)

        #expect(logout.status == 0)
        #expect(logout.output == "logged out: cleared the cache for demo at \(path)\n")
        #expect(logout.errorOutput.isEmpty)
        #expect(instance.requestCount == requests)
        let after = await CommandRun.run(["--limit", "3", "--cache", path], on: instance)
        #expect(after.status == 0)
        #expect(after.output.hasPrefix("[1] "))
        #expect(instance.requestCount == requests + 1)
    }

    @Test func givenAClearedCache_whenLoggingOutAgain_thenThereIsNothingToClear() async {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        _ = await CommandRun.run(["--limit", "2", "--cache", path], on: instance)
        _ = await CommandRun.run(["logout", "--cache", path], on: instance)

        let again = await CommandRun.run(["logout", "--cache", path], on: instance)

        #expect(again.status == 0)
        #expect(again.output == "nothing to clear: the cache for demo at \(path) is empty\n")
    }

    @Test func givenNoCacheFile_whenLoggingOut_thenThereIsNothingToClearAndNoFileIsMade() async {
        let path = CacheTests.cachePath()

        let run = await CommandRun.run(["logout", "--cache", path], on: DemoInstance(seed: 1))

        #expect(run.status == 0)
        #expect(run.output == "nothing to clear: there is no cache for demo at \(path)\n")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(
            !FileManager.default.fileExists(
                atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path))
    }

    @Test func givenCachesOfTwoInstances_whenLoggingOutOfOne_thenOnlyItsDefaultCacheIsCleared() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "logout-\(UUID().uuidString)")
        let environment = ["XDG_CACHE_HOME": folder.path]
        let host = "logout-\(UUID().uuidString.prefix(8).lowercased()).example"
        let remote = DemoInstance(seed: 1, host: host)
        let demo = DemoInstance(seed: 1)
        let remoteArguments = ["--instance", remote.baseURL.absoluteString, "--limit", "2"]
        _ = await CommandRun.run(
            remoteArguments, on: demo, environment: environment, session: remote.makeSession())
        _ = await CommandRun.run(["--limit", "2"], on: demo, environment: environment)
        let remoteFile = folder.appendingPathComponent("mastodon-timeline/\(host).sqlite").path
        #expect(FileManager.default.fileExists(atPath: remoteFile))

        let logout = await CommandRun.run(
            ["logout", "--instance", remote.baseURL.absoluteString], on: demo, environment: environment)

        #expect(logout.status == 0)
        #expect(logout.output == "logged out: cleared the cache for \(host) at \(remoteFile)\n")
        let remoteAgain = await CommandRun.run(
            remoteArguments, on: demo, environment: environment, session: remote.makeSession())
        #expect(remoteAgain.output.hasPrefix("[1] "))
        let demoAgain = await CommandRun.run(["--limit", "2"], on: demo, environment: environment)
        #expect(demoAgain.output.hasPrefix("cached just now\n[1] "))
    }

    @Test func givenNoHome_whenLoggingOut_thenThereIsNowhereToClear() async {
        let run = await CommandRun.run(["logout"], on: DemoInstance(seed: 1), environment: [:])

        #expect(run.status == 0)
        #expect(run.output == "nothing to clear: there is no cache location for demo (HOME is not set)\n")
    }

    @Test(arguments: [
        ["logout", "--pages", "2"], ["logout", "--no-cache"], ["logout", "--format", "json"],
        ["logout", "now"],
        ["logout", "--instance", "http://example.com"],
    ])
    func givenABadLogoutCommandLine_whenRun_thenItIsAUsageError(arguments: [String]) async {
        let run = await CommandRun.run(arguments, on: DemoInstance(seed: 1))

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
    }
}
