import Foundation
import MastodonDemoInstance
import Testing

/// A timeline kept in the cache between runs: a run after many new posts shows the newest page on top
/// of everything it had, with a gap line between them, and `g` fills the gap a page at a time.
@Suite struct TimelineGapTests {
    static let gapLine = "── more posts not loaded here: g to load ──"

    /// The posts and gap lines of human output, in order: a post as its ID, a gap line as `gap`.
    static func sequence(of output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            if line == gapLine { return "gap" }
            guard let range = line.range(of: "· id ", options: .backwards) else { return nil }
            return String(line[range.upperBound...])
        }
    }

    /// The arguments of a run on `server`'s public timeline, twenty posts a page, with a new cache.
    static func arguments(_ server: PagingServer) -> [String] {
        [
            "--instance", server.baseURL.absoluteString, "--limit", "20", "--color", "never", "--cache",
            CacheTests.cachePath(),
        ]
    }

    /// `ids`, newest first, as strings.
    static func ids(_ ids: ClosedRange<Int>) -> [String] {
        ids.reversed().map(String.init)
    }

    @Test func givenThreeCachedPages_whenFiveHundredPostsArrive_thenTheNextRunShowsTheNewestPageAGapThenAll()
        async throws
    {
        let server = try PagingServer(posts: 100)
        defer { server.stop() }
        let arguments = Self.arguments(server)
        let first = await CommandRun.run(arguments + ["--pages", "3", "--format", "json"])
        #expect(first.status == 0)
        #expect(try first.jsonLines().last?["ids"] as? [String] == Self.ids(41...100))

        server.post(500)
        let second = await CommandRun.run(arguments)
        let json = await CommandRun.run(arguments + ["--format", "json"])

        #expect(second.status == 0)
        #expect(Self.sequence(of: second.output) == Self.ids(581...600) + ["gap"] + Self.ids(41...100))
        #expect(json.status == 0)
        let lines = try json.jsonLines()
        #expect(lines.count == 2)
        #expect(lines.first?["ids"] as? [String] == Self.ids(581...600) + Self.ids(41...100))
        let gap = try #require(lines.last)
        #expect(gap["type"] as? String == "gap")
        #expect(gap["index"] as? Int == 20)
        #expect(gap["state"] as? String == "idle")
        #expect(gap["after"] as? String == "581")
        #expect(gap["before"] as? String == "100")
        // Two refreshes of the newest page, nothing else: the kept posts are never fetched again.
        #expect(server.server.requests.count == 3 + 2)
    }

    @Test func givenAGap_whenGIsTypedUntilItCloses_thenEveryPostShowsOnceAndTheNextRunStartsWhereItLeftOff()
        async throws
    {
        let server = try PagingServer(posts: 60)
        defer { server.stop() }
        let arguments = Self.arguments(server)
        #expect(await CommandRun.run(arguments + ["--pages", "2"]).status == 0)
        server.post(100)

        let interactive = await CommandRun.run(
            arguments, lines: Array(repeating: "g", count: 6), isTerminal: true)
        let piped = await CommandRun.run(arguments)
        let json = try await CommandRun.run(arguments + ["--format", "json"]).jsonLines()

        #expect(interactive.status == 0)
        let shown = Self.sequence(of: interactive.output).filter { $0 != "gap" }
        #expect(shown.count == Set(shown).count, "a post showed twice")
        #expect(Set(shown) == Set(Self.ids(21...160)))
        #expect(interactive.output.components(separatedBy: "── loaded into the gap ──\n").count == 5)
        #expect(
            interactive.output.contains("(the gap is closed: every post between those shown is loaded)\n"))
        #expect(interactive.output.contains("(no gap: no posts are missing between those shown)\n"))
        #expect(Self.sequence(of: piped.output) == Self.ids(21...160))
        // The last post the interactive run showed is where the next one left off: marked above it.
        let last = try #require(shown.last)
        #expect(json.count == 1)
        #expect(json.first?["ids"] as? [String] == Self.ids(21...160))
        #expect(json.first?["anchor"] as? String == last)
        let marker = try #require(piped.output.range(of: "── you left off here ──\n"))
        #expect(Self.sequence(of: String(piped.output[marker.upperBound...])).first == last)
    }

    @Test func givenNoCache_whenRunInLineMode_thenNoGapShowsAndNothingIsMarked() async throws {
        let server = try PagingServer(posts: 30)
        defer { server.stop() }
        let arguments = [
            "--instance", server.baseURL.absoluteString, "--limit", "10", "--color", "never", "--no-cache",
        ]

        let run = await CommandRun.run(arguments, lines: ["g", "r"], isTerminal: true)

        #expect(run.status == 0)
        #expect(Self.sequence(of: run.output) == Self.ids(21...30))
        #expect(run.output.contains("(no gap: no posts are missing between those shown)\n"))
        #expect(!run.output.contains("you left off"))
    }

    @Test
    func givenTheDemoInstance_whenManyPostsArriveBetweenRuns_thenItsLinksLoadTheGapUntilNothingIsMissing()
        async throws
    {
        let now = DemoWorld.baseDate
        let instance = DemoInstance(seed: 1, clock: { now })
        let arguments = ["--limit", "40", "--color", "never", "--cache", CacheTests.cachePath()]
        #expect(await CommandRun.run(arguments + ["--pages", "2"], on: instance, clock: { now }).status == 0)
        for number in 1...200 { instance.post("new post \(number)") }

        let json = try await CommandRun.run(arguments + ["--format", "json"], on: instance, clock: { now })
            .jsonLines()
        let interactive = await CommandRun.run(
            arguments, on: instance, lines: Array(repeating: "g", count: 6), isTerminal: true, clock: { now })
        let after = try await CommandRun.run(arguments + ["--format", "json"], on: instance, clock: { now })
            .jsonLines()

        let timeline = instance.world.publicTimeline().map(\.id)
        #expect(json.count == 2)
        #expect(json.first?["ids"] as? [String] == Array(timeline[0..<40]) + Array(timeline[200..<280]))
        #expect(json.last?["type"] as? String == "gap")
        #expect(json.last?["index"] as? Int == 40)
        #expect(
            interactive.output.contains("(the gap is closed: every post between those shown is loaded)\n"))
        #expect(after.count == 1)
        #expect(after.first?["ids"] as? [String] == Array(timeline[0..<280]))
    }
}
