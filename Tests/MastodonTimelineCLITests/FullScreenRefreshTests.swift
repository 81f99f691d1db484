import Foundation
import LoopbackHTTP
import StoreFlowable
import Testing

@testable import MastodonTimelineCLI

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen reader keeps what it shows true while it is open: `--refresh-every` refetches the
/// screen on top and an edit on the server shows in place; a retry's notice shows in the status line,
/// never written over the frame.
@Suite(
    .timeLimit(.minutes(10)),
    .needsSignalHandlers)
struct FullScreenRefreshTests {
    private static let environment = ["TERM": "xterm-256color", "NO_COLOR": "1"]

    @Test func givenRefreshEvery_whenAPostIsEditedOnTheServer_thenTheOpenScreenShowsTheEdit() async throws {
        let pty = try #require(PseudoTerminal(), "this system cannot open a pseudo-terminal")
        let server = try EditableServer(posts: [1: "first words", 2: "second words"])
        defer { server.stop() }
        pty.resize(columns: 80, rows: 24)

        let result = try await BuiltExecutable.run(
            ["--instance", server.baseURL.absoluteString, "--no-cache", "--refresh-every", "5s"],
            output: pty.terminal, input: pty.terminal, environment: Self.environment
        ) { process in
            _ = await pty.frame { $0.joined().contains("second words") }
            server.edit(2, to: "second words, edited")
            await server.server.waitForRequests(2)
            _ = await pty.frame { $0.joined().contains("second words, edited") }
            pty.type("q")
            try? pty.closeTerminal()
        }
        let shown = await pty.output()

        #expect(result.status == 0)
        #expect(server.server.requests.count >= 2)
        #expect(shown.hasSuffix(RawTerminal.leaveSequence))
    }

    @Test func givenAServerInMaintenance_whenTheReaderRetries_thenTheNoticeIsInTheStatusLine() async throws {
        let pty = try #require(PseudoTerminal(), "this system cannot open a pseudo-terminal")
        let server = try LoopbackServer()
        defer { server.stop() }
        let answered = Locked(0)
        server.handler = { _ in
            let count = answered.withLock { count in
                count += 1
                return count
            }
            guard count > 1 else {
                return .json(
                    #"{"error":"Service Unavailable"}"#, status: 503, headers: [("Retry-After", "1")])
            }
            return .json(StatusPayload.page([StatusPayload.status(id: 1)]))
        }
        pty.resize(columns: 80, rows: 24)

        let result = try await BuiltExecutable.run(
            ["--instance", server.baseURL.absoluteString, "--no-cache"], output: pty.terminal,
            input: pty.terminal, environment: Self.environment
        ) { process in
            let retrying = await pty.frame { $0.dropLast().last?.contains("retrying in 1 s") == true }
            _ = await pty.frame { $0.joined().contains("post 1 plain") }
            #expect(retrying.first?.hasPrefix(" public") == true)
            pty.type("q")
            try? pty.closeTerminal()
        }
        let shown = await pty.output()

        #expect(result.status == 0)
        // Every byte between the frames is a frame: no notice written over them.
        let body = shown.dropFirst(RawTerminal.enterSequence.count).dropLast(RawTerminal.leaveSequence.count)
        #expect(body.hasPrefix("\u{1B}[H"))
        #expect(!body.contains("\r\u{1B}[2K"))
    }
}
