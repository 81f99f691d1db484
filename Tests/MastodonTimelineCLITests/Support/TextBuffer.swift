import MastodonTimelineCLI
import StoreFlowable

/// A ``TextSink`` that keeps everything written to it.
final class TextBuffer: TextSink {
    // Guarded by its own lock: the text written so far.
    private let storage = Locked("")

    var text: String { storage.withLock { $0 } }

    func write(_ text: String) {
        storage.withLock { $0 += text }
    }
}
