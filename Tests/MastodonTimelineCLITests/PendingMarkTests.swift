import Foundation
import MastodonAPI
import MastodonDemoInstance
import Testing

@testable import MastodonTimelineCLI

/// A change kept in the cache's outbox shows on its status's counts line: `⏳ favourite waiting` until a
/// run sends it, `⚠ boost not sent` when the server refused it; nothing changes where nothing waits.
@Suite struct PendingMarkTests {
    /// The counts line of the status with `id` in the human output `output`, its ID included.
    private static func countsLine(of id: String, in output: String) -> String? {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let last = lines.firstIndex(where: { $0.hasSuffix("id \(id)") }) else { return nil }
        let first = lines[...last].lastIndex { $0.hasPrefix("💬") } ?? last
        return lines[first...last].joined(separator: " ")
    }

    private static let status = Status(
        id: "1", createdAt: Date(timeIntervalSince1970: 0), repliesCount: 2, reblogsCount: 5,
        favouritesCount: 9, favourited: true,
        account: Account(id: "9", username: "ada", acct: "ada", createdAt: Date(timeIntervalSince1970: 0)))

    @Test func givenNothingWaiting_whenCounted_thenTheLineIsAsBefore() {
        #expect(StatusText.counts(of: Self.status) == "💬 2 · 🔁 5 · ★ 9 · favourited")
        #expect(StatusText.counts(of: Self.status, pending: []) == "💬 2 · 🔁 5 · ★ 9 · favourited")
    }

    @Test func givenAWaitingAndARefusedChange_whenCounted_thenEachIsMarkedAfterTheMarkers() {
        let marks = [
            PendingMark(action: "favourite", failed: false), PendingMark(action: "boost", failed: true),
        ]

        #expect(
            StatusText.counts(of: Self.status, pending: marks)
                == "💬 2 · 🔁 5 · ★ 9 · favourited · ⏳ favourite waiting · ⚠ boost not sent")
    }

    @Test func givenAWaitingChange_whenTheTimelinePresenterDrawsItsStatus_thenOnlyThatStatusIsMarked() {
        let waiting = PendingChanges { id in
            id == "1" ? [PendingMark(action: "favourite", failed: false)] : []
        }
        let other = Status(
            id: "2", createdAt: Date(timeIntervalSince1970: 0), account: Self.status.account)
        let now = Date(timeIntervalSince1970: 60)
        let marked = TimelinePresenter(pending: waiting)
        let plain = TimelinePresenter()

        let lines = marked.lines(for: Self.status, number: 1, layout: (), now: now)
        let before = plain.lines(for: Self.status, number: 1, layout: (), now: now)

        #expect(lines.last == "    💬 2 · 🔁 5 · ★ 9 · favourited · ⏳ favourite waiting · id 1")
        #expect(Array(lines.dropLast()) == Array(before.dropLast()))
        #expect(before.last == "    💬 2 · 🔁 5 · ★ 9 · favourited · id 1")
        #expect(
            marked.lines(for: other, number: 2, layout: (), now: now)
                == plain.lines(for: other, number: 2, layout: (), now: now))
    }

    @Test func givenAFavouriteQueuedOffline_whenTheTimelineIsShown_thenItIsMarkedUntilSent() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let status = try #require(instance.world.publicTimeline().first)
        let loaded = await CommandRun.run(
            ["--timeline", "public", "--limit", "1", "--cache", path], on: instance)
        #expect(Self.countsLine(of: status.id, in: loaded.output)?.contains("⏳") == false)

        _ = await CommandRun.run(["favourite", status.id, "--offline", "--cache", path], on: instance)
        let offline = await CommandRun.run(
            ["--timeline", "public", "--limit", "1", "--offline", "--cache", path], on: instance)
        let online = await CommandRun.run(
            ["--timeline", "public", "--limit", "1", "--cache", path], on: instance)

        let waiting = try #require(Self.countsLine(of: status.id, in: offline.output))
        #expect(waiting.hasSuffix("· favourited · ⏳ favourite waiting · id \(status.id)"))
        #expect(online.errorLines == ["sent 1 queued change"])
        let sent = try #require(Self.countsLine(of: status.id, in: online.output))
        #expect(sent.hasSuffix("· favourited · id \(status.id)"))
    }

    @Test func givenAFavouriteQueuedOffline_whenTheTimelineIsPrintedAsJSON_thenItsItemSaysSoUntilSent()
        async throws
    {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let status = try #require(instance.world.publicTimeline().first)
        let json = ["--timeline", "public", "--limit", "2", "--format", "json", "--cache", path]
        let loaded = await CommandRun.run(json, on: instance)
        #expect(!loaded.output.contains("\"pending\""))

        _ = await CommandRun.run(["favourite", status.id, "--offline", "--cache", path], on: instance)
        let offline = await CommandRun.run(json + ["--offline"], on: instance)
        let online = await CommandRun.run(json, on: instance)

        let pending = "\"pending\":[{\"action\":\"favourite\",\"state\":\"waiting\"}]"
        #expect(
            offline.output.components(separatedBy: pending).count == 2, "one item says so: \(offline.output)")
        #expect(offline.output.contains(status.id))
        #expect(!online.output.contains("\"pending\""))
    }

    @Test func givenARefusedBoost_whenTheThreadIsShown_thenItIsMarkedNotSentUntilDiscarded() async throws {
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let world = instance.world
        let hidden = try #require(
            world.statuses.first { $0.visibility == .private && world.isVisible($0, authenticated: true) })
        let loaded = await CommandRun.run(["status", hidden.id, "--cache", path], on: instance)
        #expect(loaded.status == 0)

        let boost = await CommandRun.run(["boost", hidden.id, "--cache", path], on: instance)
        let refused = await CommandRun.run(["status", hidden.id, "--offline", "--cache", path], on: instance)
        _ = await CommandRun.run(["outbox", "--discard", "1", "--cache", path], on: instance)
        let discarded = await CommandRun.run(
            ["status", hidden.id, "--offline", "--cache", path], on: instance)

        #expect(boost.status == 1)
        let marked = try #require(Self.countsLine(of: hidden.id, in: refused.output))
        #expect(marked.contains(" · ⚠ boost not sent · id \(hidden.id)"))
        #expect(!marked.contains("boosted"))
        let plain = try #require(Self.countsLine(of: hidden.id, in: discarded.output))
        #expect(!plain.contains("⚠") && !plain.contains("⏳"))
    }

    @Test func givenNoCache_whenAFavouriteFailsOffline_thenTheTimelineShowsNoMark() async throws {
        let instance = DemoInstance(seed: 1)
        let status = try #require(instance.world.publicTimeline().first)

        let favourite = await CommandRun.run(
            ["favourite", status.id, "--offline", "--no-cache"], on: instance)
        let shown = await CommandRun.run(
            ["--timeline", "public", "--limit", "1", "--no-cache"], on: instance)

        #expect(favourite.status == 1)
        let line = try #require(Self.countsLine(of: status.id, in: shown.output))
        #expect(!line.contains("⏳") && !line.contains("⚠"))
    }
}
