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
    /// A state with its freshness.
    typealias Update = StateWithFreshness<[Item]>

    let flowable: AnyPaginationStoreFlowable<Item, URL>
    var renderer: Renderer
    private let errorOutput: any TextSink
    private let feed: StateFeed<[Item]>
    /// A pull of the next state that was started and not taken yet.
    private var pending: Task<Update?, Never>?

    /// The last settled state, once there is one.
    private(set) var current: LoadingState<[Item]>?
    /// When the content of ``current`` was saved and where it came from.
    private(set) var currentFreshness: ContentFreshness?

    init(flowable: AnyPaginationStoreFlowable<Item, URL>, renderer: Renderer, errorOutput: any TextSink) {
        self.flowable = flowable
        self.renderer = renderer
        self.errorOutput = errorOutput
        feed = StateFeed(flowable.publishWithFreshness())
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
        renderer.render(update.state, freshness: update.freshness)
        guard update.state.isSettled else { return false }
        current = update.state
        currentFreshness = update.freshness
        return true
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
            renderer.render(update.state, freshness: update.freshness)
            guard update.state.isSettled, isDone(update.state) else { continue }
            current = update.state
            currentFreshness = update.freshness
            return update.state
        }
        return nil
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
    /// counts as a success.
    ///
    /// - Returns: 0 on success; 1 after reporting a failed load.
    mutating func load(pages: Int) async -> Int32 {
        var loaded = 0
        var state = await settle()
        let cached = currentFreshness.map { $0.origin != .network } ?? false
        if cached, state?.isCompleted == true {
            state = await run { await $0.refresh() }
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
