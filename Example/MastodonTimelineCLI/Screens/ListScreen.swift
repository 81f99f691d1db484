import Foundation
import MastodonAPI
import StoreFlowable

/// One list screen run to the end: the cached list at once when there is one, then the pages asked
/// for, then, on a terminal in the human format, interactive mode, refetching the list on its own with
/// `--refresh-every`.
struct ListScreen<Presenter: ItemPresenter, Encoded: Encodable & Equatable> {
    let flowable: AnyPaginationStoreFlowable<Presenter.Item, URL>
    let presenter: Presenter
    let json: JSONRenderer<Presenter.Item, Encoded>
    /// How many pages to load.
    let pages: Int
    /// Starts refetching the list on each of the signals, while it is shown.
    let refetch: (IntervalSignals) -> RefetchTrigger
    /// Whether the list keeps its place (a timeline): its gaps show, `g` loads them, and interactive
    /// mode saves the last post shown for the next run.
    var keepsPlace = false

    /// The note for `--refresh-every` where there is neither interactive mode nor `--follow`.
    static var refreshIgnoredNote: String {
        "note: --refresh-every applies to interactive mode (a terminal, human format) and --follow only; "
            + "ignored\n"
    }

    /// How long `--follow` waits between reloads without `--refresh-every`.
    static var followInterval: Duration { .seconds(60) }

    /// Runs the screen; returns the exit status: 0, or 1 after a failure it reported.
    func run(in context: ScreenContext) async -> Int32 {
        let options = context.options
        let interactive = context.isTerminal && options.format == .human && !options.follow
        if options.refreshEvery != nil, !interactive, !options.follow {
            context.errorOutput.write(Self.refreshIgnoredNote)
        }
        switch options.format {
        case .json:
            let printer = JSONChangePrinter(output: context.output, items: json.encodeItems)
            return await printOnce(with: json, printsEmptyStates: true, then: printer, in: context)
        case .human where !interactive:
            let renderer = HumanRenderer(presenter: presenter, line: context.line, clock: context.clock)
            let printer = HumanChangePrinter(
                presenter: presenter, output: context.output, clock: context.clock)
            return await printOnce(with: renderer, printsEmptyStates: false, then: printer, in: context)
        case .human:
            let renderer = HumanRenderer(presenter: presenter, line: context.line, clock: context.clock)
            var session = TimelineSession(
                flowable: flowable, renderer: renderer, errorOutput: context.errorOutput,
                keepsPlace: keepsPlace)
            let status = await session.load(pages: pages, pageSize: options.limit ?? 20)
            guard session.current?.content != nil else { return status }
            let trigger = options.refreshEvery.map { interval in
                refetch(IntervalSignals(every: interval, clock: context.waitClock))
            }
            defer { trigger?.cancel() }
            var loop = InteractiveLoop(
                session: session, store: context.store, input: context.input, line: context.line,
                clock: context.clock, refreshesOnItsOwn: trigger != nil)
            return await loop.run()
        }
    }

    /// Piped output, or `--follow`: the list is printed once by `renderer`, as the run ends up with it —
    /// what the server holds after the refresh, or, when the server cannot be reached, what was cached,
    /// with its age — then, with `--follow`, each change as it happens by `printer`. A state without
    /// content is printed only when `printsEmptyStates` (JSON); people read the error on stderr.
    private func printOnce<Renderer: StateRenderer, Printer: ChangePrinter>(
        with renderer: Renderer, printsEmptyStates: Bool, then printer: Printer, in context: ScreenContext
    ) async -> Int32 where Renderer.Item == Presenter.Item, Printer.Item == Presenter.Item {
        var session = TimelineSession(
            flowable: flowable, renderer: SilentRenderer<Presenter.Item>(), errorOutput: context.errorOutput,
            keepsPlace: keepsPlace)
        let status = await session.load(pages: pages, pageSize: context.options.limit ?? 20)
        // A cache that cannot be written has the screen run again without it: it prints then.
        if status != ScreenStatus.cacheUnwritable, let update = session.currentUpdate,
            printsEmptyStates || update.state.content != nil
        {
            var renderer = renderer
            renderer.render(update)
        }
        guard context.options.follow, status == 0 else { return status }
        var loop = FollowLoop(
            session: session, printer: printer, pages: pages,
            interval: context.options.refreshEvery ?? Self.followInterval, clock: context.waitClock,
            errorOutput: context.errorOutput)
        return await loop.run()
    }
}
