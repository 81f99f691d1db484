import Foundation
import MastodonAPI

/// `--follow` for people: each change on lines of its own, saying what it is: `new`, `updated` (with
/// the item as it is now) or `removed`.
struct HumanChangePrinter<Presenter: ItemPresenter>: ChangePrinter {
    let presenter: Presenter
    let output: any TextSink
    /// The current time, for the ages of the items shown.
    let clock: @Sendable () -> Date

    mutating func print(_ changes: ListChanges<Presenter.Item>, content: [Presenter.Item]) {
        let layout = presenter.layout(of: content)
        let now = clock()
        var blocks: [String] = []
        for item in changes.removed {
            blocks.append("removed \(item.id)" + (item.actionStatus.map { " (\(summary(of: $0)))" } ?? ""))
        }
        for (index, item) in changes.updated {
            blocks.append(block("updated", item: item, number: index + 1, layout: layout, now: now))
        }
        for (index, item) in changes.added {
            blocks.append(block("new", item: item, number: index + 1, layout: layout, now: now))
        }
        guard !blocks.isEmpty else { return }
        output.write(blocks.map { TerminalText.clean($0, layout: .multiline) + "\n" }.joined(separator: "\n"))
    }

    private func block(
        _ word: String, item: Presenter.Item, number: Int, layout: Presenter.Layout, now: Date
    ) -> String {
        (["\(word) \(item.id):"] + presenter.lines(for: item, number: number, layout: layout, now: now))
            .joined(separator: "\n")
    }

    /// `@acct: the first words…`, to recognise a removed status by.
    private func summary(of status: Status) -> String {
        let words = StatusText.terminalBody(of: status).split(whereSeparator: \.isWhitespace).prefix(8)
        let text = words.joined(separator: " ")
        return "@\(StatusText.address(of: status.account)): "
            + (text.count > 60 ? String(text.prefix(59)) + "…" : text)
    }
}
