import Foundation
import MastodonAPI

/// A status with its thread: the statuses it replies to, then the status itself (marked `▶`), then the
/// replies, indented by how deep they answer.
struct ThreadPresenter: ItemPresenter {
    /// The indent of one level of replies.
    static let indentStep = "  "

    /// The ID of the status asked for (its list item's ID).
    let focusID: String
    /// How the statuses are laid out for the reader.
    var reading = ReadingStyle.plain
    /// The changes waiting in the outbox, marked on the counts lines.
    var pending = PendingChanges.none

    func layout(of content: [Status]) -> [String: Int] {
        ThreadLayout.depths(of: content, focusID: focusID)
    }

    func styledLines(for item: Status, number: Int, layout depths: [String: Int], now: Date) -> [StyledText] {
        let depth = depths[item.id] ?? 0
        let indent = String(repeating: Self.indentStep, count: depth)
        let block = StatusBlock.lines(
            for: item, label: item.id == focusID ? "[\(number)] ▶" : "[\(number)]", now: now,
            reading: reading,
            outerIndent: indent.count, pending: pending)
        return block.map { StyledText(indent) + $0 }
    }

    var newerTitle: String { "── new in the thread ──" }

    func olderTitle(page: Int) -> String { "── new in the thread ──" }

    var endLine: String { "── end of thread ──" }

    var loadingText: String { "loading the thread…" }
}
