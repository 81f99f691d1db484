import Foundation
import MastodonAPI
import StoreFlowable

/// One list screen run to the end: the cached list at once when there is one, then the pages asked
/// for, then, on a terminal in the human format, interactive mode.
struct ListScreen<Presenter: ItemPresenter, Encoded: Encodable & Equatable> {
    let flowable: AnyPaginationStoreFlowable<Presenter.Item, URL>
    let presenter: Presenter
    let json: JSONRenderer<Presenter.Item, Encoded>
    /// When the cached list was fetched, if one is cached.
    let cachedAt: Date?
    /// How many pages to load.
    let pages: Int

    /// Runs the screen; returns the exit status: 0, or 1 after a failure it reported.
    func run(in context: ScreenContext) async -> Int32 {
        switch context.options.format {
        case .json:
            var session = TimelineSession(
                flowable: flowable, renderer: json, errorOutput: context.errorOutput)
            return await session.load(pages: pages, cached: cachedAt != nil)
        case .human:
            if let cachedAt {
                context.output.write(CacheAge.line(cachedAt: cachedAt, now: context.clock()) + "\n")
            }
            let renderer = HumanRenderer(
                presenter: presenter, output: context.output, clock: context.clock,
                showsProgress: context.showsProgress)
            var session = TimelineSession(
                flowable: flowable, renderer: renderer, errorOutput: context.errorOutput)
            let status = await session.load(pages: pages, cached: cachedAt != nil)
            guard context.isTerminal, session.current?.content != nil else { return status }
            var loop = InteractiveLoop(
                session: session, store: context.store, input: context.input, output: context.output)
            return await loop.run()
        }
    }
}
