import Foundation
import LoopbackHTTP
import Testing

/// Ctrl-C while a page loads: the progress line is erased and the program exits with status 130.
@Suite(
    .disabled(
        if: ThreadSanitizerRuntime.isLoaded,
        "the thread sanitizer's runtime defers signal handlers in the program under test; run without it")
)
struct InterruptTests {
    private func stalledServer() throws -> LoopbackServer {
        let server = try LoopbackServer()
        server.handler = { _ in .json("[]", delivery: .stallBeforeHeaders) }
        return server
    }

    @Test func givenAPageLoading_whenInterrupted_thenExits130Quietly() async throws {
        let server = try stalledServer()
        defer { server.stop() }

        let result = try await BuiltExecutable.run(["--instance", server.baseURL.absoluteString]) { process in
            await server.waitForRequests(1)
            process.interrupt()
        }

        #expect(result.reason == .exit)
        #expect(result.status == 130)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.isEmpty)
    }

    @Test func givenAProgressLineOnATerminal_whenInterrupted_thenTheLineIsErasedAndExits130() async throws {
        guard let pty = PseudoTerminal() else {
            Issue.record("this system cannot open a pseudo-terminal; the terminal case is not tested here")
            return
        }
        let server = try stalledServer()
        defer { server.stop() }

        let result = try await BuiltExecutable.run(
            ["--instance", server.baseURL.absoluteString], output: pty.terminal, input: pty.terminal
        ) { process in
            try? pty.closeTerminal()
            await server.waitForRequests(1)
            process.interrupt()
        }
        let shown = await pty.output()

        #expect(result.status == 130)
        #expect(shown.hasPrefix("⏳ loading the timeline…"))
        #expect(shown.hasSuffix("\r\u{1B}[2K"))
    }
}
