import Foundation
import LoopbackHTTP
import StoreFlowable
import Testing

@testable import MastodonTimelineCLI

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen reader, the built program on a pseudo-terminal against a loopback server: a status
/// opened from the timeline and favourited shows its new count on the timeline after going back, with no
/// request; a resize redraws within the new width; Ctrl-C gives the terminal back.
@Suite(
    .timeLimit(.minutes(10)),
    .needsSignalHandlers)
struct FullScreenReaderTests {
    /// A server of three statuses, their (empty) threads, a favourite that counts and a deletion.
    private static func server() throws -> LoopbackServer {
        let server = try LoopbackServer()
        let favourited = Locked(Set<Int>())
        let deleted = Locked(Set<Int>())
        server.handler = { request in
            let path = request.path
            let status = { (id: Int) in
                var status = StatusPayload.status(id: id)
                let done = favourited.withLock { $0.contains(id) }
                status["favourited"] = done
                status["favourites_count"] = done ? 1 : 0
                status["media_attachments"] = []
                return status
            }
            if path == "/api/v1/timelines/public" {
                let shown = [3, 2, 1].filter { id in !deleted.withLock { $0.contains(id) } }
                return .json(StatusPayload.page(shown.map(status)))
            }
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count >= 4, parts[2] == "statuses", let id = Int(parts[3]) else {
                return .json(#"{"error":"Record not found"}"#, status: 404)
            }
            if request.method == "DELETE" { deleted.withLock { _ = $0.insert(id) } }
            if parts.count == 5, parts[4] == "context" { return .json(#"{"ancestors":[],"descendants":[]}"#) }
            if parts.count == 5, parts[4] == "favourite", request.method == "POST" {
                favourited.withLock { _ = $0.insert(id) }
            }
            return .json(StatusPayload.object(status(id)))
        }
        return server
    }

    @Test
    func givenTheTimeline_whenAStatusIsOpenedFavouritedAndLeft_thenTheTimelineShowsTheCountWithNoRequest()
        async throws
    {
        let pty = try #require(PseudoTerminal(), "this system cannot open a pseudo-terminal")
        let server = try Self.server()
        defer { server.stop() }
        pty.resize(columns: 100, rows: 40)
        let probe = pty.duplicateTerminal()
        var before = termios()
        #expect(tcgetattr(probe, &before) == 0)
        let requestsAfterFavourite = Locked(0)
        let requestsAfterBack = Locked(0)
        let frames = Locked<[String: [String]]>([:])

        let result = try await BuiltExecutable.run(
            ["--instance", server.baseURL.absoluteString, "--no-cache"], output: pty.terminal,
            input: pty.terminal,
            environment: ["MASTODON_ACCESS_TOKEN": "reader-token", "TERM": "xterm-256color"]
        ) { process in
            _ = await pty.frame { $0.joined().contains("post 1 plain") }
            pty.type("\r")
            _ = await pty.frame {
                $0.first?.contains("› status 3") == true && $0.joined().contains("post 3 plain")
            }
            let beforeFavourite = server.requests.count
            pty.type("f")
            _ = await pty.frame { $0.joined().contains("★ 1") }
            await server.waitForRequests(beforeFavourite + 1)
            requestsAfterFavourite.withLock { $0 = server.requests.count }
            pty.type("\u{1B}")
            let back = await pty.frame { $0.first?.contains("status") == false }
            requestsAfterBack.withLock { $0 = server.requests.count }
            frames.withLock { $0["back"] = back }
            pty.resize(columns: 60, rows: 20)
            kill(process.processIdentifier, SIGWINCH)
            let narrow = await pty.frame { $0.count == 20 && $0.last?.hasSuffix("…") == true }
            frames.withLock { $0["narrow"] = narrow }
            kill(process.processIdentifier, SIGINT)
            try? pty.closeTerminal()
        }
        // The program has exited: the terminal's modes are what it left.
        var after = termios()
        #expect(tcgetattr(probe, &after) == 0)
        close(probe)
        let shown = await pty.output()

        #expect(result.status == 130)
        #expect(server.requests.contains { $0.method == "POST" && $0.path == "/api/v1/statuses/3/favourite" })
        #expect(requestsAfterBack.withLock { $0 } == requestsAfterFavourite.withLock { $0 })
        let back = frames.withLock { $0["back"] ?? [] }
        #expect(back.first?.hasPrefix(" public") == true)
        #expect(back.contains { $0.contains("★ 1") })
        let narrow = frames.withLock { $0["narrow"] ?? [] }
        #expect(narrow.count == 20)
        #expect(narrow.allSatisfy { DisplayWidth.columns(of: $0) <= 60 })
        #expect(narrow.contains { $0.contains("post 3 plain") })
        #expect(shown.hasPrefix(RawTerminal.enterSequence))
        #expect(shown.hasSuffix(RawTerminal.leaveSequence))
        #expect(after.c_lflag & tcflag_t(ICANON | ECHO) == before.c_lflag & tcflag_t(ICANON | ECHO))
        #expect(after.c_lflag & tcflag_t(ICANON) != 0)
    }

    @Test
    func givenAStatusOpenOnTopOfTheTimeline_whenDeletedThere_thenTheTimelineNoLongerShowsItWithNoRequest()
        async throws
    {
        let pty = try #require(PseudoTerminal(), "this system cannot open a pseudo-terminal")
        let server = try Self.server()
        defer { server.stop() }
        pty.resize(columns: 100, rows: 40)
        let requestsAfterDelete = Locked(0)
        let requestsAfterBack = Locked(0)
        let back = Locked<[String]>([])

        let result = try await BuiltExecutable.run(
            ["--instance", server.baseURL.absoluteString, "--no-cache"], output: pty.terminal,
            input: pty.terminal,
            environment: ["MASTODON_ACCESS_TOKEN": "reader-token", "TERM": "xterm-256color", "NO_COLOR": "1"]
        ) { process in
            _ = await pty.frame { $0.joined().contains("post 1 plain") }
            pty.type("\r")
            _ = await pty.frame { $0.first?.contains("› status 3") == true && $0.joined().contains("post 3") }
            let beforeDelete = server.requests.count
            pty.type("d")
            _ = await pty.frame { $0.joined().contains("delete 3? y deletes it") }
            pty.type("y")
            await server.waitForRequests(beforeDelete + 1)
            _ = await pty.frame { $0.joined().contains("deleted 3") }
            requestsAfterDelete.withLock { $0 = server.requests.count }
            pty.type("\u{1B}")
            let frame = await pty.frame { $0.first?.contains("status") == false }
            back.withLock { $0 = frame }
            requestsAfterBack.withLock { $0 = server.requests.count }
            pty.type("q")
            try? pty.closeTerminal()
        }
        _ = await pty.output()

        #expect(result.status == 0)
        #expect(server.requests.contains { $0.method == "DELETE" && $0.path == "/api/v1/statuses/3" })
        #expect(requestsAfterBack.withLock { $0 } == requestsAfterDelete.withLock { $0 })
        let timeline = back.withLock { $0 }.joined(separator: "\n")
        #expect(!timeline.contains("post 3 plain"))
        #expect(timeline.contains("post 2 plain") && timeline.contains("post 1 plain"))
    }
}
