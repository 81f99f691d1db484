import Foundation
import MastodonAPI
import StoreFlowable

/// Shows the steps of a write, each as a screen of the open lists: for people, the title and the items
/// of each list's window; in JSON, one line per list with the whole list, its `list` and its `step`.
struct WriteScreens {
    /// The width status text is wrapped to, not counting its indent.
    static let textWidth = 72

    let context: ScreenContext
    /// The IDs shown before the server confirmed them: marked `⏳ sending…`, listed in `pending`.
    var pending: Set<String> = []
    private var shownSteps = 0
    /// The statuses of the last JSON line about each list, by its key.
    private var lastLines: [String: [Status]] = [:]

    init(context: ScreenContext) {
        self.context = context
    }

    /// Shows `step` on every list of `lists`.
    mutating func show(_ step: WriteStep, _ lists: [OpenList]) {
        defer { shownSteps += 1 }
        switch context.options.format {
        case .json:
            for list in lists { writeJSON(step, list) }
        case .human:
            var block = (shownSteps > 0 ? "\n" : "") + step.title + "\n"
            for list in lists { block += lines(of: list).joined(separator: "\n") + "\n" }
            context.line.write(TerminalText.clean(block, layout: .multiline))
        }
    }

    private mutating func writeJSON(_ step: WriteStep, _ list: OpenList) {
        guard let state = list.state else { return }
        let pending = pending.intersection(list.content.map(\.id)).sorted()
        let difference = JSONListDifference(from: lastLines[list.key], to: list.content)
        lastLines[list.key] = list.content
        var renderer = JSONRenderer<Status, JSONStatusItem>(
            output: context.output, items: { $0.map(JSONStatusItem.init) },
            decorate: { line in
                line.list = list.key
                line.step = step.name
                line.pending = pending.isEmpty ? nil : pending
                line.difference = difference
            })
        renderer.render(state, freshness: list.freshness)
    }

    /// The list's name, then the items of its window, or its note.
    private func lines(of list: OpenList) -> [String] {
        var lines = [list.name]
        if let note = list.note {
            return lines + ["  " + note]
        }
        let content = list.content
        let window = list.window.clamped(to: content.indices)
        guard !window.isEmpty else { return lines + ["  (no posts)"] }
        let now = context.clock()
        for index in window {
            lines += item(content[index], number: index + 1, now: now)
        }
        return lines
    }

    /// `[3] ID · Name @user · 5m`, then the text wrapped; `⏳ sending…` in place of the age while
    /// pending.
    private func item(_ item: Status, number: Int, now: Date) -> [String] {
        let status = item.displayed
        var author = "\(StatusText.name(of: status.account)) @\(StatusText.address(of: status.account))"
        if item.reblog != nil { author = "🔁 \(StatusText.name(of: item.account)) boosted \(author)" }
        let when =
            pending.contains(item.id) ? "⏳ sending…" : RelativeTime.string(for: status.createdAt, now: now)
        let head = "  [\(number)] \(TerminalText.clean(item.id)) · \(author) · \(when)"
        let text = TextWrapping.lines(StatusText.terminalBody(of: status), width: Self.textWidth)
        return [head] + text.map { "      " + $0 }
    }
}
