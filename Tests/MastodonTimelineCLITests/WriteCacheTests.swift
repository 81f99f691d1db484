import Foundation
import MastodonDemoInstance
import Testing

/// What a write leaves in the cache file, read back by a second run that cannot reach the instance: the
/// server's status after a post, and never a draft the server refused or a status whose deletion it
/// refused hidden; a post or a deletion that met an outage (HTTP 503) waits in the outbox, shown.
@Suite struct WriteCacheTests {
    /// The IDs of the home timeline as the cache at `path` holds them, read by a run that is offline.
    private static func cachedHome(_ path: String) async throws -> [String] {
        let offline = DemoInstance(seed: 1, failures: [CacheTests.unreachable])
        let run = await CommandRun.run(
            ["--timeline", "home", "--limit", "2", "--format", "json", "--cache", path], on: offline)
        #expect(run.status == 0)
        let cached = try #require(try run.jsonLines().last)
        #expect(cached["cached_at"] != nil)
        return cached["ids"] as? [String] ?? []
    }

    @Test func givenASucceededPost_whenRunAgainOffline_thenTheServersStatusIsCachedFirst() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)

        let post = await CommandRun.run(["post", "Kept", "--limit", "2", "--cache", path], on: instance)

        #expect(post.status == 0)
        let posted = try #require(instance.world.statuses.first?.id)
        let cached = try await Self.cachedHome(path)
        #expect(cached.first == posted)
        #expect(cached.count == 3)
        #expect(!cached.contains { $0.hasPrefix("local-") })
    }

    @Test func givenARefusedPost_whenRunAgainOffline_thenNoDraftIsCached() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let loaded = instance.world.homeTimeline().prefix(2).map(\.id)
        let tooLong = String(repeating: "a", count: 501)

        let post = await CommandRun.run(["post", tooLong, "--limit", "2", "--cache", path], on: instance)

        #expect(post.status == 1)
        #expect(try await Self.cachedHome(path) == Array(loaded))
    }

    @Test func givenAPostDuringAnOutage_whenRunAgainOffline_thenItsDraftIsCachedFirstUntilSent() async throws
    {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let loaded = instance.world.homeTimeline().prefix(2).map(\.id)

        let post = await CommandRun.run(
            ["post", "Later", "--limit", "2", "--cache", path, "--fail-writes"], on: instance)

        #expect(post.status == 0)
        #expect(post.output.hasSuffix("\nqueued: 1 change waiting\n"))
        #expect(try await Self.cachedHome(path) == ["local-1"] + loaded)
    }

    @Test func givenARefusedDeletion_whenRunAgainOffline_thenTheStatusIsStillCached() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let world = instance.world
        let other = try #require(world.homeTimeline().prefix(2).first { $0.accountID != world.demoAccountID })

        let delete = await CommandRun.run(
            ["delete", other.id, "--limit", "2", "--cache", path], on: instance)

        #expect(delete.status == 1)
        #expect(try await Self.cachedHome(path).contains(other.id))
    }

    @Test func givenADeletionDuringAnOutage_whenRunAgainOffline_thenTheStatusStaysHidden() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let own = try #require(instance.post("Stays", byAccountID: instance.world.demoAccountID))

        let delete = await CommandRun.run(
            ["delete", own.id, "--limit", "2", "--cache", path, "--fail-writes"], on: instance)

        #expect(delete.status == 0)
        #expect(delete.output.hasSuffix("\nqueued: 1 change waiting\n"))
        #expect(instance.world.status(id: own.id) != nil)
        let offline = await CommandRun.run(
            ["--timeline", "home", "--limit", "2", "--offline", "--cache", path], on: instance)
        #expect(offline.status == 0)
        #expect(offline.output.contains(" · id "))
        #expect(!offline.output.contains(own.id))
    }

    @Test func givenASucceededDeletion_whenRunAgainOffline_thenTheStatusIsNoLongerCached() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let own = try #require(instance.post("Goes", byAccountID: instance.world.demoAccountID))

        let delete = await CommandRun.run(["delete", own.id, "--limit", "2", "--cache", path], on: instance)

        #expect(delete.status == 0)
        let cached = try await Self.cachedHome(path)
        #expect(!cached.contains(own.id))
        #expect(cached.count == 1)
    }
}
