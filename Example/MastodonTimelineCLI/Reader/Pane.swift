import Foundation
import MastodonAPI
import StoreFlowable

/// One screen of the full-screen reader: a list flowable subscribed to for as long as the screen is
/// open, its latest state kept to be drawn. A change to any entity the list shows — a favourite made
/// on another screen, a rename — arrives as a new state, and the reader redraws.
final class Pane: Sendable {
    /// The state of the list, guarded by its lock.
    private struct Shown: Sendable {
        var status = "loading…"
        /// When the content shown was saved, when it was read from the disk: its age is read at each draw.
        var cachedSince: Date?
        var canLoadMore = false
        var isEmpty = true
        var version = 0
        /// Where posts are missing in the list, top to bottom.
        var gaps: [ListGap] = []
        /// The item the reading position was saved at, as the list's first state carried it.
        var anchorID: String?
    }

    /// The words in the title bar.
    let title: String
    /// The lines above the list (a profile's header), within a width.
    let header: @Sendable (ReadingStyle) -> [StyledText]
    private let shown = Locked(Shown())
    private let makeRows: @Sendable (ReadingStyle, Date) -> [PaneRow]
    private let operate: @Sendable (PaneOperation) async -> Void
    private let subscription: Locked<Task<Void, Never>?> = Locked(nil)
    private let closers = Locked<[@Sendable () -> Void]>([])
    /// Saves the reading position (a timeline's); `nil` for a list that keeps none.
    private let saveAnchor: (@Sendable (String) async -> Void)?
    /// The reading position last asked to be saved, and the save under way, which the next one waits for.
    private let anchorSaves = Locked<(id: String?, last: Task<Void, Never>?)>((nil, nil))

    /// A pane of `flowable`'s list, its items drawn by the presenter `presenter` makes for a style;
    /// `onChange` is called after each new state. With `keepsPlace` (a timeline) its gaps show as rows,
    /// `g` loads them, and the selected post is kept as the list's reading position.
    static func list<Presenter: ItemPresenter & SendableMetatype>(
        title: String, flowable: AnyPaginationStoreFlowable<Presenter.Item, URL>,
        presenter: @escaping @Sendable (ReadingStyle) -> Presenter,
        header: @escaping @Sendable (ReadingStyle) -> [StyledText] = { _ in [] },
        keepsPlace: Bool = false,
        onChange: @escaping @Sendable () -> Void
    ) -> Pane {
        let content = Locked<(items: [Presenter.Item], gaps: [ListGap])>(([], []))
        let save: @Sendable (String) async -> Void = { id in
            try? await flowable.saveAnchor(ListAnchor(itemID: id))
        }
        let pane = Pane(
            title: title, header: header,
            rows: { reading, now in
                let (items, gaps) = content.withLock { $0 }
                return Self.rows(of: items, gaps: gaps, presenter: presenter(reading), now: now)
            },
            operate: { operation in
                switch operation {
                case .more: await flowable.requestNextData(continueWhenError: true)
                case .refresh: await flowable.refresh()
                case .gap(let gap): await flowable.requestGap(gap)
                }
            },
            saveAnchor: keepsPlace ? save : nil)
        pane.subscribe(to: flowable, content: content, keepsPlace: keepsPlace, onChange: onChange)
        return pane
    }

    /// The rows of `items`, drawn by `presenter` with ages read at `now`, with a row for each gap.
    private static func rows<Presenter: ItemPresenter>(
        of items: [Presenter.Item], gaps: [ListGap], presenter: Presenter, now: Date
    ) -> [PaneRow] {
        let layout = presenter.layout(of: items)
        var rows: [PaneRow] = []
        var pending = gaps[...]
        for (index, item) in items.enumerated() {
            while let gap = pending.first, gap.index <= index {
                rows.append(PaneRow(gap: gap))
                pending = pending.dropFirst()
            }
            rows.append(
                PaneRow(
                    id: item.id,
                    lines: presenter.styledLines(for: item, number: index + 1, layout: layout, now: now),
                    status: item.actionStatus, opens: PaneTarget.opened(by: item),
                    authorID: PaneTarget.author(of: item), deletableID: (item as? Status)?.id))
        }
        return rows
    }

    private init(
        title: String, header: @escaping @Sendable (ReadingStyle) -> [StyledText],
        rows: @escaping @Sendable (ReadingStyle, Date) -> [PaneRow],
        operate: @escaping @Sendable (PaneOperation) async -> Void,
        saveAnchor: (@Sendable (String) async -> Void)? = nil
    ) {
        self.title = title
        self.header = header
        makeRows = rows
        self.operate = operate
        self.saveAnchor = saveAnchor
    }

    /// Follows `flowable`'s states (with their gaps when it `keepsPlace`) into `content` and the status
    /// line; content read from the cache is refreshed once it shows.
    private func subscribe<Item: ScreenItem>(
        to flowable: AnyPaginationStoreFlowable<Item, URL>, content: Locked<(items: [Item], gaps: [ListGap])>,
        keepsPlace: Bool, onChange: @escaping @Sendable () -> Void
    ) {
        let task = Task { [shown] in
            var refreshed = false
            func take(_ update: ListUpdate<Item>) {
                let items = update.state.content ?? []
                content.withLock { $0 = (items, update.gaps) }
                let status = Self.status(of: update, empty: items.isEmpty)
                shown.withLock {
                    $0.status = status
                    $0.cachedSince = status.isEmpty ? update.freshness?.savedAt : nil
                    $0.isEmpty = items.isEmpty
                    $0.canLoadMore = update.state.canLoadMore
                    $0.gaps = update.gaps
                    if $0.version == 0 || $0.anchorID == nil { $0.anchorID = update.anchorID }
                    $0.version += 1
                }
                onChange()
                if !refreshed, update.state.isCompleted, update.freshness?.origin != .network {
                    refreshed = true
                    Task { await flowable.refresh() }
                }
            }
            if keepsPlace {
                for await update in flowable.publishWithGaps() { take(ListUpdate(update)) }
            } else {
                for await update in flowable.publishWithFreshness() { take(ListUpdate(update)) }
            }
        }
        subscription.withLock { $0 = task }
    }

    /// What the status bar says about a state.
    private static func status<Item>(of update: ListUpdate<Item>, empty: Bool) -> String {
        let freshness = update.freshness
        switch update.state {
        case .loading: return empty ? "loading…" : "refreshing…"
        case .error(let error, _): return "error: " + ErrorMessage.line(for: error)
        case .completed(_, let next, let prev):
            if let error = next.error ?? prev.error { return "error: " + ErrorMessage.line(for: error) }
            if next.isLoading { return "loading more…" }
            if update.gaps.contains(where: { $0.state.isLoading }) { return "loading posts into the gap…" }
            if empty { return "nothing here" }
            if freshness?.origin == .disk, freshness?.savedAt != nil {
                return ""  // "cached … ago", its age read when drawn (``status(now:)``)
            }
            return next.canRequestAdditionalData ? "n loads more" : "the end"
        }
    }

    /// A pane with nothing in it and nothing to load, for a screen still being opened.
    static func empty(title: String = "") -> Pane {
        Pane(title: title, header: { _ in [] }, rows: { _, _ in [] }, operate: { _ in })
    }

    /// The rows of the list at `reading`'s width, ages read at `now`.
    func rows(_ reading: ReadingStyle, now: Date) -> [PaneRow] { makeRows(reading, now) }

    /// What the status bar says at `now`.
    func status(now: Date) -> String {
        shown.withLock { shown in
            shown.cachedSince.map { "cached " + CacheAge.phrase(since: $0, now: now) } ?? shown.status
        }
    }

    /// Whether older items can be loaded.
    var canLoadMore: Bool { shown.withLock { $0.canLoadMore } }

    /// The first place where posts are missing, if any.
    var firstGap: ListGap? { shown.withLock { $0.gaps.first } }

    /// The item the reading position was saved at in an earlier run, as the list's first state said.
    var anchorID: String? { shown.withLock { $0.anchorID } }

    /// Keeps the item with `id` as the list's reading position, after the saves asked for before; nothing
    /// for a list that keeps none, or when it is the position saved last.
    func keepAnchor(_ id: String) {
        guard let saveAnchor else { return }
        anchorSaves.withLock { saves in
            guard saves.id != id else { return }
            let previous = saves.last
            saves = (
                id,
                Task {
                    _ = await previous?.value; await saveAnchor(id)
                }
            )
        }
    }

    /// Waits for the reading position asked for last to be saved.
    func anchorSaved() async {
        await anchorSaves.withLock { $0.last }?.value
    }

    /// Starts loading older items, or refreshing.
    func start(_ operation: PaneOperation) {
        let operate = operate
        Task { await operate(operation) }
    }

    /// Stops the subscription: the screen is closed.
    func close() {
        subscription.withLock { $0?.cancel() }
        for closer in closers.withLock({ $0 }) { closer() }
    }

    /// Runs `closer` when the pane is closed.
    func onClose(_ closer: @escaping @Sendable () -> Void) {
        closers.withLock { $0.append(closer) }
    }
}

/// What a pane can be asked to load.
enum PaneOperation: Sendable {
    case more
    case refresh
    /// A page into a gap, from its top when it can.
    case gap(ListGap)
}

extension PaneTarget {
    /// What Enter on `item` opens: a status's thread (a boost's original), or for a notification
    /// without a status, its account's profile.
    static func opened(by item: some ScreenItem) -> PaneTarget? {
        if let status = item.actionStatus { return .thread(statusID: status.id) }
        return author(of: item).map { .profile($0) }
    }

    /// The account `a` opens: the author of the status shown, or who notified.
    static func author(of item: some ScreenItem) -> String? {
        if let notification = item as? MastodonNotification { return notification.account.id }
        return item.actionStatus?.account.id
    }
}
