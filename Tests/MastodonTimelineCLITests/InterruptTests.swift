import Foundation
import LoopbackHTTP
import Testing

/// Ctrl-C while a page loads: the progress line is erased and the program exits with status 130.
@Suite(.needsSignalHandlers)
struct InterruptTests {
    /// A server that interrupts the program as soon as its first request arrives, on the server's own
    /// thread, and never answers: the signal does not wait for the test's task, which a busy machine
    /// (or a busy concurrency pool) may run late.
    private func interruptingServer(
        _ program: ProgramID, after ready: @escaping @Sendable () -> Void = {}
    ) throws -> LoopbackServer {
        let server = try LoopbackServer()
        server.handler = { _ in
            ready()
            kill(program.wait(), SIGINT)
            return .json("[]", delivery: .stallBeforeHeaders)
        }
        return server
    }

    @Test func givenAPageLoading_whenInterrupted_thenExits130Quietly() async throws {
        let program = ProgramID()
        let server = try interruptingServer(program)
        defer { server.stop() }

        let result = try await BuiltExecutable.run(["--instance", server.baseURL.absoluteString]) { process in
            program.set(process.processIdentifier)
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
        let program = ProgramID()
        let server = try interruptingServer(program) { pty.waitUntilWritten("loading the timeline…") }
        defer { server.stop() }

        let result = try await BuiltExecutable.run(
            ["--instance", server.baseURL.absoluteString], output: pty.terminal, input: pty.terminal
        ) { process in
            program.set(process.processIdentifier)
            try? pty.closeTerminal()
        }
        let shown = await pty.output()

        #expect(result.status == 130)
        #expect(shown.hasPrefix("⏳ loading the timeline…"))
        #expect(shown.hasSuffix("\r\u{1B}[2K"))
    }
}

/// The process ID of the program under test, handed from the task that starts it to the server thread
/// that signals it.
final class ProgramID: Sendable {
    // Guarded by `condition`: the ID once known.
    private let condition = NSCondition()
    private nonisolated(unsafe) var id: pid_t?

    func set(_ id: pid_t) {
        condition.lock()
        self.id = id
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the ID is known.
    func wait() -> pid_t {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let id { return id }
            condition.wait()
        }
    }
}
