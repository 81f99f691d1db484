import Foundation
import MastodonAPI
import StoreFlowable

/// Shows the steps of a write, each as a screen of the open lists: for people, the title and the items
/// of each list's window; in JSON, one line per list with the whole list, its `list` and its `step`.
struct WriteScreens {
    /// The indent of a status's text under its first line.
    static let indent = "      "

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
            var lines = [StyledText(step.title)]
            for list in lists { lines += self.lines(of: list) }
            context.line.write((shownSteps > 0 ? "\n" : "") + context.reading.render(lines) + "\n")
        }
    }

    private mutating func writeJSON(_ step: WriteStep, _ list: OpenList) {
        guard let state = list.state else { return }
        let pending = pending.intersection(list.content.map(\.id)).sorted()
        let difference = JSONListDifference(from: lastLines[list.key], to: list.content)
        lastLines[list.key] = list.content
        var renderer = JSONRenderer<Status, JSONStatusItem>(
            output: context.output, items: { $0.map { JSONStatusItem($0) } },
            decorate: { line in
                line.list = list.key
                line.step = step.name
                line.pending = pending.isEmpty ? nil : pending
                line.difference = difference
            })
        renderer.render(state, freshness: list.freshness)
    }

    /// The list's name, then the items of its window, or its note.
    private func lines(of list: OpenList) -> [StyledText] {
        var lines = [StyledText(list.name)]
        if let note = list.note {
            return lines + [StyledText("  " + note)]
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

    /// `[3] ID · Name @user · 5m`, then the content warning and text wrapped to the reader's width;
    /// `⏳ sending…` in place of the age while pending.
    private func item(_ item: Status, number: Int, now: Date) -> [StyledText] {
        let status = item.displayed
        var head: [StyledText] = ["[\(number)]", StyledText(TerminalText.clean(item.id), .dim), "·"]
        if item.reblog != nil {
            head.append("\("🔁", .boost) \(StatusText.name(of: item.account), .name) \("boosted", .boost)")
        }
        let when =
            pending.contains(item.id) ? "⏳ sending…" : RelativeTime.string(for: status.createdAt, now: now)
        head += [
            StyledText(StatusText.name(of: status.account), .name),
            StyledText("@" + StatusText.address(of: status.account), .handle), "· \(when)",
        ]
        let reading = context.reading
        let indent = StyledText(Self.indent)
        let text = StatusBlock.text(
            of: status, width: reading.textWidth(indent: Self.indent.count), reading: reading)
        return LineFlow.lines(head, width: reading.width - 2, hang: Self.indent.count).map { "  " + $0 }
            + text.map { indent + $0 }
    }
}
