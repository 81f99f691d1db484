import MastodonTimelineCLI
import StoreFlowable

/// A ``TextSink`` that keeps everything written to it.
final class TextBuffer: TextSink {
    private struct State {
        var text = ""
        var waiters: [(isDone: @Sendable (String) -> Bool, continuation: CheckedContinuation<Void, Never>)] =
            []
    }

    // Guarded by its own lock: the text written so far, and the tests waiting for some.
    private let storage = Locked(State())

    var text: String { storage.withLock { $0.text } }

    func write(_ text: String) {
        let woken = storage.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.text += text
            let text = state.text
            let woken = state.waiters.filter { $0.isDone(text) }.map(\.continuation)
            state.waiters.removeAll { $0.isDone(text) }
            return woken
        }
        woken.forEach { $0.resume() }
    }

    /// Waits until the text written so far satisfies `isDone`; no time passes in the test meanwhile.
    func waitUntil(_ isDone: @escaping @Sendable (String) -> Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = storage.withLock { state -> Bool in
                if isDone(state.text) { return true }
                state.waiters.append((isDone, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }
}
