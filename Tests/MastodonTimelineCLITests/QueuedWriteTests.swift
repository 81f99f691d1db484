import Foundation
import MastodonDemoInstance
import Testing

/// `post TEXT` and `delete ID` go through the cache's outbox: queued when the instance cannot be
/// reached, shown (or hidden) by every later run until sent, sent once by the next run that reaches the
/// instance, cancelled by deleting the draft, and listed by `outbox` when the server refuses them.
@Suite struct QueuedWriteTests {
    /// The ID of each status in the human output `output`, in order, read from its counts line.
    private static func ids(in output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: " · id ", options: .backwards) else { return nil }
            return String(line[range.upperBound...])
        }
    }

    /// The counts line of the status with `id` in the human output `output`.
    private static func countsLine(of id: String, in output: String) -> String? {
        output.split(separator: "\n").map(String.init).first { $0.hasSuffix(" · id \(id)") }
    }

    /// The posts the instance received, offline attempts included.
    private static func posts(_ instance: DemoInstance) -> [RecordedRequest] {
        instance.requests.filter { $0.method == "POST" && $0.url.path == "/api/v1/statuses" }
    }

    /// The home timeline, two statuses a page, as a run with the cache at `path` shows it.
    private static func home(_ path: String, offline: Bool = false) -> [String] {
        ["--timeline", "home", "--limit", "2", "--cache", path] + (offline ? ["--offline"] : [])
    }

    @Test func givenAPostQueuedOffline_whenShownThenSent_thenTheDraftLeadsMarkedUntilTheServersStatusTakesIt()
        async throws
    {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let loaded = await CommandRun.run(Self.home(path), on: instance)
        #expect(loaded.status == 0)

        let post = await CommandRun.run(
            ["post", "Written offline", "--limit", "2", "--offline", "--cache", path], on: instance)
        let offline = await CommandRun.run(Self.home(path, offline: true), on: instance)
        let online = await CommandRun.run(Self.home(path), on: instance)

        #expect(post.status == 0)
        #expect(post.output == "queued: 1 change waiting\n")
        #expect(post.errorOutput.isEmpty)
        #expect(offline.status == 0)
        #expect(Self.ids(in: offline.output).first == "local-1")
        let marked = try #require(Self.countsLine(of: "local-1", in: offline.output))
        #expect(marked.hasSuffix("· ⏳ post waiting · id local-1"))
        #expect(offline.output.contains("Written offline"))
        #expect(online.status == 0)
        #expect(online.errorLines == ["sent 1 queued change"])
        let newest = try #require(instance.world.statuses.first)
        #expect(newest.content == "<p>Written offline</p>")
        #expect(Self.ids(in: online.output).first == newest.id)
        #expect(!online.output.contains("⏳") && !online.output.contains("local-1"))
        let taken = Self.posts(instance).filter { $0.statusCode == 200 }
        #expect(taken.count == 1)
        let key = try #require(taken.first?.idempotencyKey)
        #expect(Self.posts(instance).allSatisfy { $0.idempotencyKey == key }, "every attempt, one key")
    }

    @Test func givenAPostThenTheDeletionOfItsDraftOffline_whenOnlineAgain_thenNothingIsSent() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let newest = instance.world.statuses.first?.id
        _ = await CommandRun.run(Self.home(path), on: instance)

        let post = await CommandRun.run(
            ["post", "Never sent", "--limit", "2", "--offline", "--cache", path], on: instance)
        let delete = await CommandRun.run(["delete", "local-1", "--offline", "--cache", path], on: instance)
        let listing = await CommandRun.run(["outbox", "--cache", path], on: instance)
        let online = await CommandRun.run(Self.home(path), on: instance)

        #expect(post.output == "queued: 1 change waiting\n")
        #expect(delete.status == 0)
        #expect(delete.output == "deleted local-1: it cancels the post that was waiting; nothing is sent\n")
        #expect(listing.output == "the outbox is empty\n")
        #expect(online.errorOutput.isEmpty)
        #expect(!online.output.contains("local-1") && !online.output.contains("Never sent"))
        #expect(instance.requests.filter { $0.method != "GET" && $0.statusCode != 0 }.isEmpty)
        #expect(instance.world.statuses.first?.id == newest)
    }

    @Test func givenADeletionQueuedOffline_whenShownThenSent_thenTheStatusStaysHiddenAndIsDeletedOnce()
        async throws
    {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let own = try #require(instance.post("Goes later", byAccountID: instance.world.demoAccountID))
        let loaded = await CommandRun.run(Self.home(path), on: instance)
        #expect(Self.ids(in: loaded.output).first == own.id)

        let delete = await CommandRun.run(["delete", own.id, "--offline", "--cache", path], on: instance)
        let offline = await CommandRun.run(Self.home(path, offline: true), on: instance)
        let listing = await CommandRun.run(["outbox", "--cache", path], on: instance)
        let online = await CommandRun.run(Self.home(path), on: instance)

        #expect(delete.status == 0)
        #expect(delete.output == "queued: 1 change waiting\n")
        #expect(offline.status == 0)
        #expect(!Self.ids(in: offline.output).isEmpty)
        #expect(!offline.output.contains(own.id))
        #expect(
            listing.output == "1 delete \(own.id) waiting (2 failed attempts)\n", "the offline run tried too")
        #expect(online.errorLines == ["sent 1 queued change"])
        #expect(!online.output.contains(own.id))
        #expect(instance.world.status(id: own.id) == nil)
        let deletions = instance.requests.filter { $0.method == "DELETE" && $0.statusCode == 200 }
        #expect(deletions.map(\.url.path) == ["/api/v1/statuses/\(own.id)"])
    }

    @Test func givenARefusedPost_whenListedThenRetried_thenItIsFailedUntilTheRetrySendsIt() async throws {
        let path = CacheTests.cachePath()
        let message = "Validation failed: Text looks like spam"
        let instance = DemoInstance(
            seed: 1, failures: [.error(422, message: message, on: .path("/api/v1/statuses"), maxHits: 1)])

        let post = await CommandRun.run(
            ["post", "Refused once", "--limit", "2", "--cache", path], on: instance)
        let listing = await CommandRun.run(["outbox", "--cache", path], on: instance)
        let retry = await CommandRun.run(["outbox", "--retry", "1", "--cache", path], on: instance)

        let reason = "HTTP 422 Unprocessable Content: \(message)"
        #expect(post.status == 1)
        #expect(post.output.contains("── not posted: local-1 is gone from every list ──"))
        #expect(
            post.errorLines == [
                "error: the post was refused: \(reason); 'outbox' lists it (--retry 1 or --discard 1)"
            ])
        #expect(listing.output == "1 post local-1 \"Refused once\" failed: \(reason)\n")
        #expect(retry.status == 0)
        #expect(retry.output == "retrying 1\nsent 1 queued change\nthe outbox is empty\n")
        #expect(instance.world.statuses.first?.content == "<p>Refused once</p>")
        #expect(Self.posts(instance).map(\.statusCode) == [422, 200])
    }

    @Test func givenNoCache_whenPostingOffline_thenThePostFailsAsBeforeAndNothingIsQueued() async {
        let instance = DemoInstance(seed: 1)

        let post = await CommandRun.run(["post", "Lost", "--offline", "--no-cache"], on: instance)

        #expect(post.status == 1)
        #expect(!post.output.contains("queued"))
        #expect(post.errorLines.count == 1)
        #expect(post.errorLines.first?.hasPrefix("error: ") == true)
    }
}
