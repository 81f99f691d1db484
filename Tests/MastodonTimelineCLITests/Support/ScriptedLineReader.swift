import MastodonTimelineCLI
import StoreFlowable

/// A ``LineReader`` that hands out scripted lines, then the end of the input.
final class ScriptedLineReader: LineReader {
    // Guarded by its own lock: the lines not read yet, and how many were read.
    private let state: Locked<(lines: [String], read: Int)>
    private let beforeLine: @Sendable (String) -> Void

    /// Creates a reader of `lines`; `beforeLine` runs with each line just before it is handed out.
    init(_ lines: [String], beforeLine: @escaping @Sendable (String) -> Void = { _ in }) {
        state = Locked((lines, 0))
        self.beforeLine = beforeLine
    }

    /// How many lines were read.
    var readCount: Int { state.withLock { $0.read } }

    func readLine() async -> String? {
        let line = state.withLock { state -> String? in
            guard !state.lines.isEmpty else { return nil }
            state.read += 1
            return state.lines.removeFirst()
        }
        if let line { beforeLine(line) }
        return line
    }
}
