import Foundation
import MastodonDemoInstance
import Testing

@testable import MastodonTimelineCLI

/// `logout` clears one partition of the cache — the token's account, reads without a token, or the demo
/// account — and only that one; `logout --all` clears them all.
@Suite struct LogoutTests {
    @Test func givenACachedTimeline_whenLoggingOut_thenTheCacheIsClearedAndTheNextRunStartsAfresh() async {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        _ = await CommandRun.run(["--limit", "3", "--cache", path], on: instance)
        // Offline, a run shows what the cache holds, if anything.
        let offline = DemoInstance(seed: 1, failures: [CacheTests.unreachable])
        let cached = await CommandRun.run(
            ["--limit", "3", "--cache", path, "--format", "json"], on: offline)
        #expect(cached.output.hasPrefix(#"{"cached_at":"#))
        let requests = instance.requestCount
        let file = "\(path)/demo/account-demo.sqlite"

        let logout = await CommandRun.run(["logout", "--cache", path], on: instance)

        #expect(logout.status == 0)
        #expect(logout.output == "logged out: cleared the cache of demo at \(file)\n")
        #expect(logout.errorOutput.isEmpty)
        #expect(instance.requestCount == requests)
        let after = await CommandRun.run(["--limit", "3", "--cache", path, "--format", "json"], on: offline)
        #expect(after.status == 1)
        #expect(!after.output.contains("cached_at"))
        #expect(instance.requestCount == requests)
    }

    @Test func givenAClearedCache_whenLoggingOutAgain_thenThereIsNothingToClear() async {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        _ = await CommandRun.run(["--limit", "2", "--cache", path], on: instance)
        _ = await CommandRun.run(["logout", "--cache", path], on: instance)

        let again = await CommandRun.run(["logout", "--cache", path], on: instance)

        #expect(again.status == 0)
        #expect(
            again.output
                == "nothing to clear: the cache of demo at \(path)/demo/account-demo.sqlite is empty\n")
    }

    @Test func givenNoCacheFile_whenLoggingOut_thenThereIsNothingToClearAndNoFileIsMade() async {
        let path = CacheTests.cachePath()

        let run = await CommandRun.run(["logout", "--cache", path], on: DemoInstance(seed: 1))

        #expect(run.status == 0)
        #expect(
            run.output == "nothing to clear: there is no cache of demo at \(path)/demo/account-demo.sqlite\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func givenAnAccountsAndAnAnonymousCache_whenTheAccountLogsOut_thenOnlyItsPartitionIsCleared()
        async throws
    {
        let path = CacheTests.cachePath()
        let host = "partition-\(UUID().uuidString.prefix(8).lowercased()).example"
        let remote = DemoInstance(seed: 1, host: host)
        let token = ["MASTODON_ACCESS_TOKEN": "alice-token"]
        let home = [
            "--instance", remote.baseURL.absoluteString, "--timeline", "home", "--limit", "2", "--cache",
            path,
        ]
        let local = ["--instance", remote.baseURL.absoluteString, "--limit", "2", "--cache", path]
        _ = await CommandRun.run(home, environment: token, session: remote.makeSession())
        _ = await CommandRun.run(local, session: remote.makeSession())
        let place = CachePlace(root: URL(fileURLWithPath: path), instance: remote.baseURL)

        let logout = await CommandRun.run(
            ["logout", "--instance", remote.baseURL.absoluteString, "--cache", path], environment: token)

        #expect(logout.status == 0)
        #expect(
            logout.output.hasPrefix("logged out: cleared the cache of \(place.folder.lastPathComponent) at "))
        #expect(logout.output.contains("/account-"))
        let offline = DemoInstance(seed: 1, host: host, failures: [CacheTests.unreachable])
        let anonymous = await CommandRun.run(local + ["--format", "json"], session: offline.makeSession())
        #expect(anonymous.output.hasPrefix(#"{"cached_at":"#))
        // The token is forgotten with its account: logging out again finds nothing for it.
        let again = await CommandRun.run(
            ["logout", "--instance", remote.baseURL.absoluteString, "--cache", path], environment: token)
        #expect(again.output.hasPrefix("nothing to clear: no account is known for this token"))
    }

    @Test func givenCachesOfTwoInstances_whenLoggingOutOfOne_thenOnlyItsCacheIsCleared() async throws {
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
        let remoteFile = folder.appendingPathComponent("mastodon-timeline/https_\(host)_443/public.sqlite")
            .path
        #expect(FileManager.default.fileExists(atPath: remoteFile))

        let logout = await CommandRun.run(
            ["logout", "--instance", remote.baseURL.absoluteString], on: demo, environment: environment)

        #expect(logout.status == 0)
        #expect(logout.output == "logged out: cleared the cache of https_\(host)_443 at \(remoteFile)\n")
        let offlineRemote = DemoInstance(seed: 1, host: host, failures: [CacheTests.unreachable])
        let remoteAgain = await CommandRun.run(
            remoteArguments + ["--format", "json"], on: demo, environment: environment,
            session: offlineRemote.makeSession())
        #expect(remoteAgain.status == 1)
        #expect(!remoteAgain.output.contains("cached_at"))
        let offlineDemo = DemoInstance(seed: 1, failures: [CacheTests.unreachable])
        let demoAgain = await CommandRun.run(
            ["--limit", "2", "--format", "json"], on: offlineDemo, environment: environment)
        #expect(demoAgain.output.hasPrefix(#"{"cached_at":"#))
    }

    @Test func givenCachesOfSeveralPartitions_whenLoggingOutOfAll_thenEveryOneIsCleared() async throws {
        let path = CacheTests.cachePath()
        let remote = DemoInstance(seed: 1)
        let demo = DemoInstance(seed: 1)
        let remoteArguments = ["--instance", remote.baseURL.absoluteString, "--limit", "2", "--cache", path]
        _ = await CommandRun.run(remoteArguments, session: remote.makeSession())
        _ = await CommandRun.run(["--limit", "2", "--cache", path], on: demo)

        let logout = await CommandRun.run(["logout", "--all", "--cache", path], on: demo)

        #expect(logout.status == 0)
        #expect(logout.output == "logged out everywhere: cleared 2 caches under \(path)\n")
        let remoteAgain = await CommandRun.run(remoteArguments, session: remote.makeSession())
        #expect(remoteAgain.output.hasPrefix("[1] "))
        let demoAgain = await CommandRun.run(["--limit", "2", "--cache", path], on: demo)
        #expect(demoAgain.output.hasPrefix("[1] "))
    }

    @Test func givenNoHome_whenLoggingOut_thenThereIsNowhereToClear() async {
        let run = await CommandRun.run(["logout"], on: DemoInstance(seed: 1), environment: [:])

        #expect(run.status == 0)
        #expect(run.output == "nothing to clear: there is no cache location (HOME is not set)\n")
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
