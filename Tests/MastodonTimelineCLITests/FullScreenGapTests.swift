import Foundation
import StoreFlowable
import Testing

/// The full-screen reader on a timeline kept in the cache, the built program on a pseudo-terminal
/// against a loopback server: it reopens at the post selected last, shows where posts are missing
/// after many new ones, and `g` loads them in place.
@Suite(.timeLimit(.minutes(10)), .needsSignalHandlers)
struct FullScreenGapTests {
    /// Runs the reader on `server`'s public timeline with the cache at `path`, typing `keys` once the
    /// frame satisfies each of their conditions in turn, then `q`; returns the exit status and the
    /// frames waited for.
    private static func read(
        _ server: PagingServer, cache path: String,
        steps: [(keys: String, until: @Sendable ([String]) -> Bool)]
    ) async throws -> (status: Int32, frames: [[String]]) {
        let pty = try #require(PseudoTerminal(), "this system cannot open a pseudo-terminal")
        pty.resize(columns: 100, rows: 40)
        let frames = Locked<[[String]]>([])
        let result = try await BuiltExecutable.run(
            ["--instance", server.baseURL.absoluteString, "--cache", path], output: pty.terminal,
            input: pty.terminal, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]
        ) { _ in
            for step in steps {
                pty.type(step.keys)
                let frame = await pty.frame(where: step.until)
                frames.withLock { $0.append(frame) }
            }
            pty.type("q")
            try? pty.closeTerminal()
        }
        _ = await pty.output()
        return (result.status, frames.withLock { $0 })
    }

    /// Whether `frame` shows post `id` selected.
    private static func selects(_ id: Int, in frame: [String]) -> Bool {
        frame.contains { $0.hasPrefix("▌") && $0.contains("post \(id) plain") }
    }

    @Test func givenAPostSelectedInAnEarlierRun_whenManyPostsArrived_thenTheReaderStartsThereAndGLoadsTheGap()
        async throws
    {
        let server = try PagingServer(posts: 30)
        defer { server.stop() }
        let path = CacheTests.cachePath()
        let first = try await Self.read(
            server, cache: path,
            steps: [
                ("", { $0.joined().contains("post 30 plain") }),
                ("jjj", { Self.selects(27, in: $0) }),
            ])
        server.post(100)

        let second = try await Self.read(
            server, cache: path,
            steps: [
                (
                    "",
                    {
                        Self.selects(27, in: $0)
                            && $0.joined().contains("more posts not loaded here: g to load")
                    }
                ),
                ("g", { Self.selects(27, in: $0) && $0.joined().contains("post 91 plain") }),
            ])
        let json = try await CommandRun.run(
            ["--instance", server.baseURL.absoluteString, "--cache", path, "--format", "json"]
        ).jsonLines()

        #expect(first.status == 0)
        #expect(second.status == 0)
        #expect(second.frames.last?.joined().contains("more posts not loaded here: g to load") == true)
        #expect(json.first?["anchor"] as? String == "27")
        #expect(
            json.first?["ids"] as? [String]
                == TimelineGapTests.ids(91...130) + TimelineGapTests.ids(11...30))
        #expect(json.last?["type"] as? String == "gap")
        #expect(json.last?["index"] as? Int == 40)
        #expect(server.server.requests.contains { $0.target.hasSuffix("limit=20&max_id=111") })
    }
}
