import MastodonAPI
import StoreFlowable

/// The elements a screen's pages left out because they could not be read: each reported on standard
/// error as it happens, and kept for the next JSON line's `skipped`.
final class SkippedLog: Sendable {
    // Guarded by its own lock: the elements skipped since the last drain.
    private let pending = Locked<[SkippedItem]>([])
    private let errorOutput: any TextSink
    /// What the page holds, for the warning: `status` or `notification`.
    private let noun: String

    init(errorOutput: any TextSink, noun: String) {
        self.errorOutput = errorOutput
        self.noun = noun
    }

    /// Reports `items` with one `warning: …` line each and keeps them.
    func record(_ items: [SkippedItem]) {
        guard !items.isEmpty else { return }
        for item in items {
            let id = item.id.map { " \($0)" } ?? ""
            let line =
                item.extraCount.map { "left out \($0) \(plural($0)): \(item.reason)" }
                ?? "skipped \(noun)\(id) (it could not be read): \(item.reason)"
            errorOutput.write("warning: \(TerminalText.clean(line))\n")
        }
        pending.withLock { $0 += items }
    }

    /// The noun, or its plural for `count` other than one.
    private func plural(_ count: Int) -> String {
        count == 1 ? noun : noun.hasSuffix("s") ? noun + "es" : noun + "s"
    }

    /// The elements recorded since the last call.
    func drain() -> [SkippedItem] {
        pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }
}
