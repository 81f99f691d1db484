import MastodonDemoInstance
import Testing

/// `favourite ID` and the other actions go through the cache's outbox: queued when the instance cannot
/// be reached, sent once by the next run that reaches it, cancelled out by their undoing, and listed by
/// `outbox` when the server refuses them.
@Suite struct OutboxCommandTests {
    /// The favourite requests the instance answered with a status.
    private static func takenFavourites(_ instance: DemoInstance, of id: String) -> Int {
        instance.requests.filter {
            $0.method == "POST" && $0.url.path == "/api/v1/statuses/\(id)/favourite" && $0.statusCode == 200
        }.count
    }

    @Test func givenNoNetwork_whenFavouriting_thenTheFavouriteIsQueuedAndTheRunSucceeds() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let status = try #require(instance.world.publicTimeline().first)

        let run = await CommandRun.run(["favourite", status.id, "--offline", "--cache", path], on: instance)

        #expect(run.status == 0)
        #expect(run.output == "queued: 1 change waiting\n")
        #expect(run.errorOutput.isEmpty)
        #expect(instance.requests.map(\.statusCode) == [0])
        #expect(instance.world.status(id: status.id)?.favouritesCount == status.favouritesCount)
        let listing = await CommandRun.run(["outbox", "--cache", path], on: instance)
        #expect(listing.output == "1 favourite \(status.id) waiting (1 failed attempt)\n")
    }

    @Test func givenAQueuedFavourite_whenTheNextRunReachesTheInstance_thenItIsSentOnceFirst() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let status = try #require(instance.world.publicTimeline().first)
        _ = await CommandRun.run(["favourite", status.id, "--offline", "--cache", path], on: instance)
        instance.resetRequestLog()

        let online = await CommandRun.run(["--limit", "1", "--cache", path], on: instance)
        let again = await CommandRun.run(["--limit", "1", "--cache", path], on: instance)

        #expect(online.status == 0)
        #expect(online.errorLines == ["sent 1 queued change"])
        #expect(instance.requests.first?.url.path == "/api/v1/statuses/\(status.id)/favourite")
        #expect(Self.takenFavourites(instance, of: status.id) == 1)
        #expect(again.errorOutput.isEmpty)
        #expect(instance.requests.filter { $0.method == "POST" }.count == 1)
        #expect(instance.world.status(id: status.id)?.favouritesCount == status.favouritesCount + 1)
        let listing = await CommandRun.run(["outbox", "--cache", path], on: instance)
        #expect(listing.output == "the outbox is empty\n")
    }

    @Test func givenAFavouriteThenAnUnfavouriteOffline_whenOnlineAgain_thenNothingIsSent() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let status = try #require(instance.world.publicTimeline().first)
        let loaded = await CommandRun.run(["--limit", "1", "--cache", path], on: instance)
        #expect(loaded.status == 0)

        let favourite = await CommandRun.run(
            ["favourite", status.id, "--offline", "--cache", path], on: instance)
        let unfavourite = await CommandRun.run(
            ["unfavourite", status.id, "--offline", "--cache", path], on: instance)
        let online = await CommandRun.run(["--limit", "1", "--cache", path], on: instance)

        #expect(favourite.output == "queued: 1 change waiting\n")
        #expect(unfavourite.status == 0)
        #expect(
            unfavourite.output
                == "unfavourited \(status.id): it cancels the favourite that was waiting; nothing is sent\n")
        #expect(online.errorOutput.isEmpty)
        #expect(instance.requests.filter { $0.method == "POST" && $0.statusCode != 0 }.isEmpty)
        #expect(instance.world.status(id: status.id)?.favouritesCount == status.favouritesCount)
    }

    @Test func givenAReachableInstance_whenFavouriting_thenItIsSentAtOnce() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let status = try #require(instance.world.publicTimeline().first)

        let run = await CommandRun.run(["favourite", status.id, "--cache", path], on: instance)

        #expect(run.status == 0)
        #expect(run.output == "favourited \(status.id)\n")
        #expect(run.errorOutput.isEmpty)
        #expect(Self.takenFavourites(instance, of: status.id) == 1)
        #expect(instance.world.status(id: status.id)?.favouritesCount == status.favouritesCount + 1)
    }

    @Test func givenARefusedBoost_whenListingTheOutbox_thenItIsFailedUntilDiscarded() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let world = instance.world
        let hidden = try #require(
            world.statuses.first { $0.visibility == .private && world.isVisible($0, authenticated: true) })
        let reason = "HTTP 403 Forbidden: This action is not allowed"

        let boost = await CommandRun.run(["boost", hidden.id, "--cache", path], on: instance)
        let listing = await CommandRun.run(["outbox", "--cache", path], on: instance)
        let discarded = await CommandRun.run(["outbox", "--discard", "1", "--cache", path], on: instance)
        let online = await CommandRun.run(["--limit", "1", "--cache", path], on: instance)

        #expect(boost.status == 1)
        #expect(boost.output.isEmpty)
        #expect(
            boost.errorLines == [
                "error: the boost was refused: \(reason); 'outbox' lists it (--retry 1 or --discard 1)"
            ])
        #expect(listing.status == 0)
        #expect(listing.output == "1 boost \(hidden.id) failed: \(reason)\n")
        #expect(discarded.status == 0)
        #expect(discarded.output == "discarded 1\nthe outbox is empty\n")
        #expect(online.errorOutput.isEmpty)
        #expect(instance.requests.filter { $0.method == "POST" }.map(\.statusCode) == [403])
    }

    @Test func givenAnInstanceURL_whenOffline_thenTheCommandLineIsRefused() async {
        let run = await CommandRun.run(["favourite", "1", "--offline", "--instance", "https://example.org"])

        #expect(run.status == 2)
        #expect(
            run.errorLines.first
                == "error: --offline makes the demo instance unreachable; it cannot apply to --instance")
    }

    @Test(arguments: [
        (["favourite"], "error: favourite needs the ID of a status: favourite ID"),
        (["unboost", "1", "2"], "error: unexpected argument '2'"),
        (
            ["bookmark", "1", "--format", "json"],
            "error: bookmark takes no options but --instance, --timeout, --cache, --no-cache, --fail-writes "
                + "and --offline, got '--format'"
        ),
        (["outbox", "--retry", "x"], "error: --retry needs the number of an outbox entry, got 'x'"),
        (["outbox", "--retry", "1", "--discard", "2"], "error: outbox takes --retry or --discard, not both"),
        (["outbox", "1"], "error: unexpected argument '1'"),
    ])
    func givenABadOutboxCommandLine_whenRun_thenExit2WithOneLineAndNoRequest(
        arguments: [String], line: String
    )
        async
    {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(arguments, on: instance)

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorLines == [line, "run 'mastodon-timeline --help' for the usage"])
        #expect(instance.requestCount == 0)
    }
}
