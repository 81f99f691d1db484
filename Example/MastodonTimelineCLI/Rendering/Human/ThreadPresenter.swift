import Foundation
import MastodonAPI

/// A status with its thread: the statuses it replies to, then the status itself (marked `▶`, with its
/// attachments, card and poll in full), then the replies, indented by how deep they answer.
struct ThreadPresenter: ItemPresenter {
    /// The indent of one level of replies.
    static let indentStep = "  "

    /// The ID of the status asked for (its list item's ID).
    let focusID: String

    func layout(of content: [Status]) -> [String: Int] {
        ThreadLayout.depths(of: content, focusID: focusID)
    }

    func lines(for item: Status, number: Int, layout depths: [String: Int], now: Date) -> [String] {
        let depth = depths[item.id] ?? 0
        let indent = String(repeating: Self.indentStep, count: depth)
        let isFocus = item.id == focusID
        let block = StatusBlock.lines(
            for: item, label: isFocus ? "[\(number)] ▶" : "[\(number)]", now: now,
            width: StatusBlock.textWidth - indent.count, detailed: isFocus)
        return block.map { indent + $0 }
    }

    var newerTitle: String { "── new in the thread ──" }

    func olderTitle(page: Int) -> String { "── new in the thread ──" }

    var endLine: String { "── end of thread ──" }

    var loadingText: String { "loading the thread…" }
}
