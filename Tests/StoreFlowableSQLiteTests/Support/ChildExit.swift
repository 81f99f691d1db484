import ChildProcesses
import Foundation

/// Waits for a child process to exit without holding a thread of the concurrency pool: a test that
/// called `waitUntilExit()` held one for the child's whole run, and on a two-core machine two such
/// waits stalled every other test.
struct ChildExit: Sendable {
    private let exited: AsyncStream<Void>

    /// Watches `process`; made before the process runs.
    init(of process: SpawnedProcess) {
        let (exited, continuation) = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in continuation.finish() }
        self.exited = exited
    }

    /// Returns once the process has exited.
    func wait() async {
        for await _ in exited {}
    }
}
