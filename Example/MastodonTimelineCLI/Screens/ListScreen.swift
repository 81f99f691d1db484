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

    /// The note for `--refresh-every` where there is no interactive mode.
    static var refreshIgnoredNote: String {
        "note: --refresh-every applies to interactive mode only (a terminal, human format); ignored\n"
    }

    /// Runs the screen; returns the exit status: 0, or 1 after a failure it reported.
    func run(in context: ScreenContext) async -> Int32 {
        if context.options.refreshEvery != nil, !context.isTerminal || context.options.format == .json {
            context.errorOutput.write(Self.refreshIgnoredNote)
        }
        switch context.options.format {
        case .json:
            var session = TimelineSession(
                flowable: flowable, renderer: json, errorOutput: context.errorOutput)
            return await session.load(pages: pages)
        case .human:
            let renderer = HumanRenderer(presenter: presenter, line: context.line, clock: context.clock)
            var session = TimelineSession(
                flowable: flowable, renderer: renderer, errorOutput: context.errorOutput)
            let status = await session.load(pages: pages)
            guard context.isTerminal, session.current?.content != nil else { return status }
            let trigger = context.options.refreshEvery.map { interval in
                refetch(IntervalSignals(every: interval, clock: context.waitClock))
            }
            defer { trigger?.cancel() }
            var loop = InteractiveLoop(
                session: session, store: context.store, input: context.input, line: context.line,
                clock: context.clock, refreshesOnItsOwn: trigger != nil)
            return await loop.run()
        }
    }
}
