import Foundation
import MastodonAPI
import StoreFlowable

/// Renders list states for people: each item once, numbered in the order it was first shown, pages
/// separated, changes to a shown status's counts on a line of their own. What an item looks like is
/// the presenter's business.
///
/// On a terminal a progress line stands in for a page while it loads and is erased when it arrives;
/// otherwise only plain lines are written. Content read from the cache rather than fetched is headed
/// by its age: `cached 3 min ago`.
struct HumanRenderer<Presenter: ItemPresenter>: StateRenderer {
    typealias Item = Presenter.Item

    /// How items look on this screen.
    let presenter: Presenter
    /// Where every line goes, the progress line included.
    let line: TransientLine
    /// The current time, read when an item is shown, so that ages stay true in a long session.
    private let clock: @Sendable () -> Date

    /// The number shown for each item by list item id, and the reverse.
    private var numbers: [String: Int] = [:]
    private var itemIDs: [Int: String] = [:]
    /// The counts line last shown for each item id, to notice changes.
    private var shownCounts: [String: String] = [:]
    private var appendedPages = 0
    /// Whether the next block needs a blank line before it.
    private var needsGap = false
    private var endShown = false
    /// The line last shown for each gap, by gap ID.
    private var shownGaps: [UInt64: String] = [:]
    /// The item the reader left off at in an earlier run, marked when it is first shown.
    private var anchorToMark: String?

    /// How many items have been shown so far.
    private(set) var shownCount = 0

    init(presenter: Presenter, line: TransientLine, clock: @escaping @Sendable () -> Date) {
        self.presenter = presenter
        self.line = line
        self.clock = clock
    }

    init(
        presenter: Presenter, output: any TextSink, clock: @escaping @Sendable () -> Date, showsProgress: Bool
    ) {
        self.init(
            presenter: presenter, line: TransientLine(output: output, isLive: showsProgress), clock: clock)
    }

    /// The id of the list item shown with `number`, if any.
    func itemID(numbered number: Int) -> String? {
        itemIDs[number]
    }

    /// The number the item with `id` was shown with, if any.
    func number(ofItemID id: String) -> Int? {
        numbers[id]
    }

    mutating func render(_ state: LoadingState<[Item]>, freshness: ContentFreshness?) {
        render(ListUpdate(state: state, freshness: freshness))
    }

    /// Renders a state with its gaps: a line stands where posts are missing, said again when what it
    /// says changes (a failed load); the post the reader left off at in an earlier run is marked.
    mutating func render(_ update: ListUpdate<Item>) {
        let state = update.state
        if anchorToMark == nil, shownCount == 0 { anchorToMark = update.anchorID }
        showAge(of: state.content ?? [], freshness: update.freshness)
        switch state {
        case .loading(let content):
            show(content ?? [], gaps: update.gaps)
            progress(shownCount == 0 ? presenter.loadingText : "refreshing…")
        case .completed(let content, let next, let prev):
            show(content, gaps: update.gaps)
            if next.isLoading {
                progress("loading page \(appendedPages + 2)…")
            } else if prev.isLoading {
                progress("loading newer posts…")
            } else if update.gaps.contains(where: { $0.state.isLoading }) {
                progress("loading posts into the gap…")
            } else {
                clearProgress()
                showEnd(content: content, next: next)
            }
        case .error(_, let content):
            show(content ?? [], gaps: update.gaps)
            clearProgress()
        }
    }

    // MARK: Content

    /// Heads the first items shown with their age when they come from the cache rather than the
    /// network.
    private mutating func showAge(of content: [Item], freshness: ContentFreshness?) {
        guard shownCount == 0, !content.isEmpty, let freshness, freshness.origin != .network,
            let savedAt = freshness.savedAt
        else { return }
        write(CacheAge.line(cachedAt: savedAt, now: clock()), gapAfter: false)
    }

    /// Shows the items of `content` not shown yet, in their order, each run of them headed by where it
    /// goes (newer posts, a page further, posts loaded into a gap), and the line of each gap next to
    /// them or whose line changed.
    private mutating func show(_ content: [Item], gaps: [ListGap]) {
        showChanges(in: content)
        let shownBefore = shownCount > 0
        let firstShown = content.firstIndex { numbers[$0.id] != nil }
        let lastShown = content.lastIndex { numbers[$0.id] != nil }
        let gapsAt = Dictionary(gaps.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        let layout = presenter.layout(of: content)
        var previousWritten = false
        for (index, item) in content.enumerated() {
            let isNew = numbers[item.id] == nil
            if let gap = gapsAt[index], index > 0 {
                let line = GapLine.text(for: gap)
                let changed = shownGaps[gap.id] != line && !gap.state.isLoading
                if previousWritten || isNew || changed {
                    shownGaps[gap.id] = line
                    write(line, gapAfter: false)
                }
            }
            if isNew {
                if !previousWritten, shownBefore {
                    writeTitle(at: index, firstShown: firstShown, lastShown: lastShown)
                }
                if item.id == anchorToMark {
                    anchorToMark = nil
                    write(GapLine.anchor, gapAfter: false)
                }
                showItem(item, layout: layout)
            }
            previousWritten = isNew
        }
    }

    /// Heads a run of new items that starts at `index`: above those shown, below them, or, in a list
    /// that showed a gap, between two.
    private mutating func writeTitle(at index: Int, firstShown: Int?, lastShown: Int?) {
        if let firstShown, index < firstShown {
            write(presenter.newerTitle, gapAfter: false)
        } else if let lastShown, index < lastShown, !shownGaps.isEmpty {
            write("── loaded into the gap ──", gapAfter: false)
        } else {
            appendedPages += 1
            write(presenter.olderTitle(page: appendedPages + 1), gapAfter: false)
        }
    }

    private mutating func showItem(_ item: Item, layout: Presenter.Layout) {
        shownCount += 1
        let number = shownCount
        numbers[item.id] = number
        itemIDs[number] = item.id
        shownCounts[item.id] = counts(of: item)
        write(lines: presenter.styledLines(for: item, number: number, layout: layout, now: clock()))
    }

    private mutating func showChanges(in content: [Item]) {
        for item in content {
            guard let number = numbers[item.id], let shown = shownCounts[item.id],
                let counts = self.counts(of: item), counts != shown
            else { continue }
            shownCounts[item.id] = counts
            write("↳ [\(number)] now \(counts)")
        }
    }

    /// The counts line of `item`'s status, with the changes waiting on it, to notice changes by.
    private func counts(of item: Item) -> String? {
        item.actionStatus.map { StatusText.counts(of: $0, pending: presenter.pending.marks(of: $0.id)) }
    }

    private mutating func showEnd(content: [Item], next: AdditionalLoadingState) {
        if next.canRequestAdditionalData { endShown = false }
        guard !endShown, next.error == nil, !next.canRequestAdditionalData else { return }
        endShown = true
        write(content.isEmpty ? presenter.emptyLine : presenter.endLine)
    }

    // MARK: Output

    private func progress(_ text: String) {
        line.progress(text)
    }

    private func clearProgress() {
        line.clearProgress()
    }

    /// Writes a block of lines, a blank line apart from the block before when that one asked for it.
    ///
    /// Every block passes through ``TerminalText`` on its way out, whatever it was built from; the
    /// lines of items are cleaned run by run (``write(lines:)``), so that their colours survive.
    private mutating func write(_ block: String, gapAfter: Bool = true) {
        line.write((needsGap ? "\n" : "") + TerminalText.clean(block, layout: .multiline) + "\n")
        needsGap = gapAfter
    }

    /// Writes the lines of an item as ``write(_:gapAfter:)`` writes a block: each run of each line is
    /// cleaned, then coloured when the reader's style says so.
    private mutating func write(lines: [StyledText]) {
        line.write((needsGap ? "\n" : "") + presenter.reading.render(lines) + "\n")
        needsGap = true
    }
}

extension HumanRenderer where Presenter == TimelinePresenter {
    /// A renderer of a timeline of statuses.
    init(output: any TextSink, clock: @escaping @Sendable () -> Date, showsProgress: Bool) {
        self.init(presenter: TimelinePresenter(), output: output, clock: clock, showsProgress: showsProgress)
    }
}
