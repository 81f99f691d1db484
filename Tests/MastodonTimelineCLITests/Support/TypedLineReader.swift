import MastodonTimelineCLI
import StoreFlowable

/// A ``LineReader`` whose lines the test types one at a time, while the command waits at its prompt:
/// for interactive sessions in which something happens between two lines.
final class TypedLineReader: LineReader {
    private struct State {
        /// Lines typed and not read yet; `nil` is the end of the input.
        var typed: [String?] = []
        var reader: CheckedContinuation<String?, Never>?
        var reads = 0
        var readWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    // Guarded by its own lock: the typed lines, the waiting read, and the tests waiting for reads.
    private let state = Locked(State())

    /// How many lines the command asked for.
    var readCount: Int { state.withLock { $0.reads } }

    func readLine() async -> String? {
        await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let (line, waiters) = state.withLock { state -> (String??, [CheckedContinuation<Void, Never>]) in
                state.reads += 1
                let reads = state.reads
                let waiters = state.readWaiters.filter { $0.count <= reads }.map(\.continuation)
                state.readWaiters.removeAll { $0.count <= reads }
                guard !state.typed.isEmpty else {
                    state.reader = continuation
                    return (nil, waiters)
                }
                return (state.typed.removeFirst(), waiters)
            }
            waiters.forEach { $0.resume() }
            if let line { continuation.resume(returning: line) }
        }
    }

    /// Types `line` (`nil` ends the input): the read waiting gets it, or the next one.
    func type(_ line: String?) {
        let reader = state.withLock { state -> CheckedContinuation<String?, Never>? in
            guard let reader = state.reader else {
                state.typed.append(line)
                return nil
            }
            state.reader = nil
            return reader
        }
        reader?.resume(returning: line)
    }

    /// Waits until the command has asked for `count` lines in all.
    func waitForReads(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = state.withLock { state -> Bool in
                if state.reads >= count { return true }
                state.readWaiters.append((count, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }
}
