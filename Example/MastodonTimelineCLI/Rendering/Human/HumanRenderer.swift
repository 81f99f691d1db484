import Foundation
import MastodonAPI
import StoreFlowable

/// Renders list states for people: each item once, numbered in the order it was first shown, pages
/// separated, changes to a shown status's counts on a line of their own. What an item looks like is
/// the presenter's business.
///
/// On a terminal a progress line stands in for a page while it loads and is erased when it arrives;
/// otherwise only plain lines are written.
struct HumanRenderer<Presenter: ItemPresenter>: StateRenderer {
    typealias Item = Presenter.Item

    /// How items look on this screen.
    let presenter: Presenter
    private let output: any TextSink
    /// The current time, read when an item is shown, so that ages stay true in a long session.
    private let clock: @Sendable () -> Date
    private let showsProgress: Bool

    /// The number shown for each item by list item id, and the reverse.
    private var numbers: [String: Int] = [:]
    private var itemIDs: [Int: String] = [:]
    /// The counts line last shown for each item id, to notice changes.
    private var shownCounts: [String: String] = [:]
    private var appendedPages = 0
    private var progressVisible = false
    /// Whether the next block needs a blank line before it.
    private var needsGap = false
    private var endShown = false

    /// How many items have been shown so far.
    private(set) var shownCount = 0

    init(
        presenter: Presenter, output: any TextSink, clock: @escaping @Sendable () -> Date, showsProgress: Bool
    ) {
        self.presenter = presenter
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

    mutating func render(_ state: LoadingState<[Item]>) {
        switch state {
        case .loading(let content):
            show(content ?? [])
            progress(shownCount == 0 ? presenter.loadingText : "refreshing…")
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

    private mutating func show(_ content: [Item]) {
        let firstShown = content.firstIndex { numbers[$0.id] != nil } ?? content.startIndex
        let newer = content[..<firstShown].filter { numbers[$0.id] == nil }
        let older = content[firstShown...].filter { numbers[$0.id] == nil }
        showChanges(in: content)
        guard !newer.isEmpty || !older.isEmpty else { return }
        let layout = presenter.layout(of: content)
        if !newer.isEmpty {
            write(presenter.newerTitle, gapAfter: false)
            newer.forEach { showItem($0, layout: layout) }
        }
        if !older.isEmpty {
            if shownCount > 0 {
                appendedPages += 1
                write(presenter.olderTitle(page: appendedPages + 1), gapAfter: false)
            }
            older.forEach { showItem($0, layout: layout) }
        }
    }

    private mutating func showItem(_ item: Item, layout: Presenter.Layout) {
        shownCount += 1
        let number = shownCount
        numbers[item.id] = number
        itemIDs[number] = item.id
        shownCounts[item.id] = item.actionStatus.map(StatusText.counts(of:))
        write(
            presenter.lines(for: item, number: number, layout: layout, now: clock()).joined(separator: "\n"))
    }

    private mutating func showChanges(in content: [Item]) {
        for item in content {
            guard let number = numbers[item.id], let shown = shownCounts[item.id],
                let counts = item.actionStatus.map(StatusText.counts(of:)), counts != shown
            else { continue }
            shownCounts[item.id] = counts
            write("↳ [\(number)] now \(counts)")
        }
    }

    private mutating func showEnd(content: [Item], next: AdditionalLoadingState) {
        if next.canRequestAdditionalData { endShown = false }
        guard !endShown, next.error == nil, !next.canRequestAdditionalData else { return }
        endShown = true
        write(content.isEmpty ? presenter.emptyLine : presenter.endLine)
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

extension HumanRenderer where Presenter == TimelinePresenter {
    /// A renderer of a timeline of statuses.
    init(output: any TextSink, clock: @escaping @Sendable () -> Date, showsProgress: Bool) {
        self.init(presenter: TimelinePresenter(), output: output, clock: clock, showsProgress: showsProgress)
    }
}
