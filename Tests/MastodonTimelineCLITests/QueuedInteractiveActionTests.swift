import MastodonDemoInstance
import Testing

/// Interactive mode's `f N` goes through the cache's outbox when the run keeps one: offline, the
/// favourite stays shown, marked `⏳`, with one `queued:` line, and the next run that reaches the instance
/// sends it once; refused, it is rolled back with one `error:` line naming the `outbox` entry; made again
/// before it is sent, it cancels the waiting one.
@Suite struct QueuedInteractiveActionTests {
    /// The favourite requests on the status with `id` that the instance took.
    private static func takenFavourites(_ instance: DemoInstance, of id: String) -> Int {
        instance.requests.filter {
            $0.method == "POST" && $0.url.path == "/api/v1/statuses/\(id)/favourite" && $0.statusCode == 200
        }.count
    }

    /// Runs interactive mode on the cache at `path`, typing `lines`; offline when `offline`.
    private static func interactive(
        _ lines: [String], cache path: String, offline: Bool, on instance: DemoInstance
    ) async -> CommandRun {
        await CommandRun.run(
            ["--cache", path] + (offline ? ["--offline"] : []), on: instance, environment: ["NO_COLOR": "1"],
            lines: lines, isTerminal: true)
    }

    @Test func givenNoNetwork_whenFavouritingInteractively_thenItStaysShownQueuedAndTheNextRunSendsIt()
        async throws
    {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let status = try #require(instance.world.publicTimeline().first)
        let loaded = await CommandRun.run(["--cache", path], on: instance)
        #expect(loaded.status == 0)

        let offline = await Self.interactive(["f 1", "q"], cache: path, offline: true, on: instance)
        let favouritesWhileOffline = Self.takenFavourites(instance, of: status.id)
        let online = await CommandRun.run(["--cache", path], on: instance)

        #expect(offline.status == 0)
        #expect(
            offline.output.contains(
                "\n↳ [1] now 💬 \(status.repliesCount) · 🔁 \(status.reblogsCount) · ★ \(status.favouritesCount + 1)"
                    + " · favourited · ⏳ favourite waiting\n"))
        #expect(offline.output.contains("\nqueued: 1 change waiting\n"))
        #expect(offline.errorLines.allSatisfy { !$0.hasPrefix("error:") })
        #expect(favouritesWhileOffline == 0)
        #expect(online.errorLines == ["sent 1 queued change"])
        #expect(Self.takenFavourites(instance, of: status.id) == 1)
        #expect(instance.world.status(id: status.id)?.favouritesCount == status.favouritesCount + 1)
    }

    @Test func givenARefusingInstance_whenFavouritingInteractively_thenItIsRolledBackWithOneErrorLine()
        async throws
    {
        let path = CacheTests.cachePath()
        let probe = DemoInstance(seed: 1)
        let status = try #require(probe.world.publicTimeline().first)
        let message = "This action is not allowed"
        let instance = DemoInstance(
            seed: 1,
            failures: [.error(403, message: message, on: .path("/api/v1/statuses/\(status.id)/favourite"))])

        let run = await Self.interactive(["f 1", "q"], cache: path, offline: false, on: instance)
        let listing = await CommandRun.run(["outbox", "--cache", path], on: instance)

        #expect(run.status == 0)
        #expect(
            run.errorLines == [
                "error: the favourite was refused: HTTP 403 Forbidden: \(message); "
                    + "'outbox' lists it (--retry 1 or --discard 1)"
            ])
        let changes = run.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("↳ [1] now ") }
        #expect(
            changes.last
                == "↳ [1] now 💬 \(status.repliesCount) · 🔁 \(status.reblogsCount) · ★ \(status.favouritesCount)"
                + " · ⚠ favourite not sent")
        #expect(!run.output.contains("queued:"))
        #expect(instance.world.status(id: status.id)?.favouritesCount == status.favouritesCount)
        #expect(listing.output == "1 favourite \(status.id) failed: HTTP 403 Forbidden: \(message)\n")
    }

    @Test func givenAFavouriteWaiting_whenFavouritedAgainInteractively_thenItCancelsTheWaitingOne()
        async throws
    {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let status = try #require(instance.world.publicTimeline().first)
        _ = await CommandRun.run(["--cache", path], on: instance)

        let offline = await Self.interactive(["f 1", "f 1", "q"], cache: path, offline: true, on: instance)
        let listing = await CommandRun.run(["outbox", "--cache", path], on: instance)

        #expect(offline.status == 0)
        #expect(offline.output.contains("\nqueued: 1 change waiting\n"))
        #expect(
            offline.output.contains(
                "\nunfavourited \(status.id): it cancels the favourite that was waiting; nothing is sent\n"))
        #expect(listing.output == "the outbox is empty\n")
        #expect(instance.requests.filter { $0.method == "POST" && $0.statusCode != 0 }.isEmpty)
    }
}
