import Foundation
import MastodonAPI
import StoreFlowable

/// Renders timeline states for people: each status once, numbered in the order it was first shown,
/// pages separated, changes to a shown status on a line of their own.
///
/// On a terminal a progress line stands in for a page while it loads and is erased when it arrives;
/// otherwise only plain lines are written.
struct HumanRenderer: StateRenderer {
    /// The width that status text is wrapped to, not counting its indent.
    static let textWidth = 76

    private let output: any TextSink
    /// The current time, read when a status is shown, so that ages stay true in a long session.
    private let clock: @Sendable () -> Date
    private let showsProgress: Bool

    /// The number shown for each status by list item id, and the reverse.
    private var numbers: [String: Int] = [:]
    private var itemIDs: [Int: String] = [:]
    /// The counts line last shown for each item id, to notice changes.
    private var shownCounts: [String: String] = [:]
    private var appendedPages = 0
    private var progressVisible = false
    /// Whether the next block needs a blank line before it.
    private var needsGap = false
    private var endShown = false

    /// How many statuses have been shown so far.
    private(set) var shownCount = 0

    init(output: any TextSink, clock: @escaping @Sendable () -> Date, showsProgress: Bool) {
        self.output = output
        self.clock = clock
        self.showsProgress = showsProgress
    }

    /// The id of the list item shown with `number`, if any.
    func itemID(numbered number: Int) -> String? {
        itemIDs[number]
    }

    /// The number the item with `id` was shown with, if any.
    func number(ofItemID id: String) -> Int? {
        numbers[id]
    }

    mutating func render(_ state: LoadingState<[Status]>) {
        switch state {
        case .loading(let content):
            show(content ?? [])
            progress(shownCount == 0 ? "loading the timeline…" : "refreshing…")
        case .completed(let content, let next, let prev):
            show(content)
            if next.isLoading {
                progress("loading page \(appendedPages + 2)…")
            } else if prev.isLoading {
                progress("loading newer posts…")
            } else {
                clearProgress()
                showEnd(content: content, next: next)
            }
        case .error(_, let content):
            show(content ?? [])
            clearProgress()
        }
    }

    // MARK: Content

    private mutating func show(_ content: [Status]) {
        let firstShown = content.firstIndex { numbers[$0.id] != nil } ?? content.startIndex
        let newer = content[..<firstShown].filter { numbers[$0.id] == nil }
        let older = content[firstShown...].filter { numbers[$0.id] == nil }
        showChanges(in: content)
        if !newer.isEmpty {
            write("── newer posts ──", gapAfter: false)
            newer.forEach { showItem($0) }
        }
        if !older.isEmpty {
            if shownCount > 0 {
                appendedPages += 1
                write("── page \(appendedPages + 1) ──", gapAfter: false)
            }
            older.forEach { showItem($0) }
        }
    }

    private mutating func showItem(_ item: Status) {
        shownCount += 1
        let number = shownCount
        numbers[item.id] = number
        itemIDs[number] = item.id
        let status = item.displayed
        let counts = StatusText.counts(of: status)
        shownCounts[item.id] = counts
        let author = "\(StatusText.name(of: status.account)) @\(StatusText.address(of: status.account))"
        let age = RelativeTime.string(for: status.createdAt, now: clock())
        var lines: [String] = []
        if item.reblog != nil {
            lines.append("[\(number)] 🔁 \(StatusText.name(of: item.account)) boosted")
            lines.append("    \(author) · \(age)")
        } else {
            lines.append("[\(number)] \(author) · \(age)")
        }
        lines += TextWrapping.lines(StatusText.terminalBody(of: status), width: Self.textWidth).map {
            "    " + $0
        }
        lines += StatusText.attachments(of: status).map { "    " + $0 }
        lines.append("    " + counts)
        write(lines.joined(separator: "\n"))
    }

    private mutating func showChanges(in content: [Status]) {
        for item in content {
            guard let number = numbers[item.id], let shown = shownCounts[item.id] else { continue }
            let counts = StatusText.counts(of: item.displayed)
            guard counts != shown else { continue }
            shownCounts[item.id] = counts
            write("↳ [\(number)] now \(counts)")
        }
    }

    private mutating func showEnd(content: [Status], next: AdditionalLoadingState) {
        if next.canRequestAdditionalData { endShown = false }
        guard !endShown, next.error == nil, !next.canRequestAdditionalData else { return }
        endShown = true
        write(content.isEmpty ? "(no posts)" : "── end of timeline ──")
    }

    // MARK: Output

    private mutating func progress(_ text: String) {
        guard showsProgress else { return }
        clearProgress()
        output.write("⏳ " + text)
        progressVisible = true
    }

    private mutating func clearProgress() {
        guard progressVisible else { return }
        output.write("\r\u{1B}[2K")
        progressVisible = false
    }

    /// Writes a block of lines, a blank line apart from the block before when that one asked for it.
    ///
    /// Every block passes through ``TerminalText`` on its way out, whatever it was built from.
    private mutating func write(_ block: String, gapAfter: Bool = true) {
        clearProgress()
        output.write((needsGap ? "\n" : "") + TerminalText.clean(block, layout: .multiline) + "\n")
        needsGap = gapAfter
    }
}
