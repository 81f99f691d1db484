import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// One subscriber of a list flowable (a timeline, a thread, notifications) that renders every state it
/// receives, with its freshness, and runs page requests, refreshes and actions between them.
///
/// The library hands a subscriber every change once, in the order it was made, so the state an
/// operation causes is simply the next settled one.
struct TimelineSession<Renderer: StateRenderer> {
    /// A flowable operation, such as a page request or a refresh.
    typealias Operation = @Sendable (AnyPaginationStoreFlowable<Item, URL>) async -> Void
    /// What the list holds.
    typealias Item = Renderer.Item
    /// A state with its freshness and gaps.
    typealias Update = ListUpdate<Item>

    let flowable: AnyPaginationStoreFlowable<Item, URL>
    var renderer: Renderer
    private let errorOutput: any TextSink
    private let feed: StateFeed<Item>
    /// A pull of the next state that was started and not taken yet.
    private var pending: Task<Update?, Never>?

    /// The last settled state, once there is one.
    private(set) var current: LoadingState<[Item]>?
    /// When the content of ``current`` was saved and where it came from.
    private(set) var currentFreshness: ContentFreshness?
    /// The gaps of ``current`` and the reading position saved with it.
    private(set) var currentUpdate: Update?
    /// Whether the list keeps its place: its updates carry gaps and a reading position.
    let keepsPlace: Bool

    /// A session of `flowable`'s list; with `keepsPlace` (a timeline), its states carry the list's
    /// gaps and reading position.
    init(
        flowable: AnyPaginationStoreFlowable<Item, URL>, renderer: Renderer, errorOutput: any TextSink,
        keepsPlace: Bool = false
    ) {
        self.flowable = flowable
        self.renderer = renderer
        self.errorOutput = errorOutput
        self.keepsPlace = keepsPlace
        feed = keepsPlace ? StateFeed(flowable.publishWithGaps()) : StateFeed(flowable.publishWithFreshness())
    }

    // MARK: States

    /// The pull of the next state: the one already waiting, or a new one. It stays waiting until
    /// ``next()`` takes it.
    mutating func nextPull() -> Task<Update?, Never> {
        if let pending { return pending }
        let feed = feed
        let pull = Task { await feed.next() }
        pending = pull
        return pull
    }

    /// The next state; `nil` when the task is cancelled.
    mutating func next() async -> Update? {
        let pull = nextPull()
        pending = nil
        return await withTaskCancellationHandler {
            await pull.value
        } onCancel: {
            pull.cancel()
        }
    }

    /// Renders `update`, and keeps it as the current state when it is settled; returns whether it is.
    mutating func show(_ update: Update) -> Bool {
        renderer.render(update)
        guard update.state.isSettled else { return false }
        keep(update)
        return true
    }

    /// Keeps `update`, a settled one, as the current state.
    private mutating func keep(_ update: Update) {
        current = update.state
        currentFreshness = update.freshness
        currentUpdate = update
    }

    /// Stops waiting for a state: the subscription ends once the session is released.
    func close() {
        pending?.cancel()
    }

    /// Renders states until one is settled and satisfies `isDone`, and returns it; `nil` when the task is
    /// cancelled.
    mutating func settle(
        until isDone: (LoadingState<[Item]>) -> Bool = { _ in true }
    ) async -> LoadingState<[Item]>? {
        while let update = await next() {
            renderer.render(update)
            guard update.state.isSettled, isDone(update.state) else { continue }
            keep(update)
            return update.state
        }
        return nil
    }

    /// Loads a page into `gap`, from its top when it can, and renders until the state that follows it
    /// is shown; returns that state, or `nil` when the task is cancelled.
    mutating func loadGap(_ gap: ListGap) async -> Update? {
        await flowable.requestGap(gap)
        // The page is stored, or its failure recorded, and published: the next state shows it.
        while let update = await next() {
            renderer.render(update)
            guard update.state.isSettled, update.gap(gap.id)?.state.isLoading != true else { continue }
            keep(update)
            return update
        }
        return nil
    }

    /// Keeps the item with `itemID` as the list's reading position, for the next run to start at;
    /// nothing when the list keeps no place or the position cannot be saved (the list itself is kept).
    func saveAnchor(at itemID: String) async {
        guard keepsPlace else { return }
        try? await flowable.saveAnchor(ListAnchor(itemID: itemID))
    }

    /// Runs `operation`, which starts a fetch (a page or the whole list), rendering until its result is
    /// shown: the first settled state after it starts, since every state before it is loading.
    mutating func run(_ operation: @escaping Operation) async -> LoadingState<[Item]>? {
        let flowable = flowable
        let task = Task { await operation(flowable) }
        guard let state = await settle() else {
            task.cancel()
            return nil
        }
        await task.value
        return state
    }

    /// Says, once, that the cache cannot be written, and asks for the screen without it.
    private func cacheUnwritable(_ error: SQLiteError) -> Int32 {
        errorOutput.write(
            "warning: the cache cannot be written (\(ErrorMessage.line(for: error)));"
                + " showing what the server holds without keeping it\n")
        return ScreenStatus.cacheUnwritable
    }

    /// Writes `error: …` with the error's one line to standard error.
    func report(_ error: any Error) {
        errorOutput.write("error: \(ErrorMessage.line(for: error))\n")
    }

    /// Writes `text`, a line that says what went wrong (`error: …`, `refused: …`), to standard error.
    func reportLine(_ text: String) {
        errorOutput.write(text + "\n")
    }

    // MARK: Loading

    /// Loads the first page, then older pages until `pages` pages are shown or the timeline ends.
    ///
    /// When the first content comes from the cache (an earlier run), shows it at once, then refreshes
    /// it; should the refresh fail, the cached content stays, with a one-line warning, and the load
    /// counts as a success. A list that keeps its place keeps what the cache held below the newest
    /// page: those items count as the pages they fill, `pageSize` items each.
    ///
    /// - Returns: 0 on success; 1 after reporting a failed load.
    mutating func load(pages: Int, pageSize: Int = 20) async -> Int32 {
        var loaded = 0
        var state = await settle()
        let cached = currentFreshness.map { $0.origin != .network } ?? false
        if cached, state?.isCompleted == true {
            state = await run { await $0.refresh() }
            if keepsPlace, let count = state?.content?.count {
                loaded = max(0, count / max(1, pageSize) - 1)
            }
        }
        while let settled = state {
            switch settled {
            case .loading:
                return 1
            case .error(let error, let content):
                if let error = error as? SQLiteError {
                    // Content that came from this run's fetch is shown already; anything else is not
                    // what the server holds, which the screen then shows without the cache.
                    let shown = !cached && content?.isEmpty == false
                    let status = cacheUnwritable(error)
                    return shown ? 0 : status
                }
                // A rejected token is never an outage: nothing cached stands in for the server's answer.
                let rejected = (error as? MastodonError)?.statusCode == 401
                if cached, !rejected, content?.isEmpty == false {
                    errorOutput.write(
                        "warning: \(ErrorMessage.line(for: error)); showing the cached timeline\n")
                    return 0
                }
                report(error)
                return 1
            case .completed(_, let next, _):
                if let error = next.error {
                    if let error = error as? SQLiteError { return cacheUnwritable(error) }
                    report(error)
                    return 1
                }
                loaded += 1
                guard loaded < pages, next.canRequestAdditionalData else { return 0 }
                state = await run { await $0.requestNextData(continueWhenError: false) }
            }
        }
        return 1
    }
}
