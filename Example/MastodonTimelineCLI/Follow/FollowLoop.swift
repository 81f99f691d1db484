import Foundation
import StoreFlowable

/// `--follow`: after the first screen, reloads the list every interval — its first page, then as many
/// pages as the run asked for — and prints what changed since the last time: new items, edits (text,
/// author, counts) and removals. A reload that fails is reported on standard error and the list stays
/// as it was. Runs until its task is cancelled (or the process is interrupted).
struct FollowLoop<Printer: ChangePrinter> {
    /// The list's subscription; its states are not rendered, only the changes they make.
    var session: TimelineSession<SilentRenderer<Printer.Item>>
    var printer: Printer
    /// How many pages each reload brings back.
    let pages: Int
    /// How long between reloads.
    let interval: Duration
    /// The clock the interval is measured on.
    let clock: any Clock<Duration>
    let errorOutput: any TextSink

    /// Follows the list; returns 0 once cancelled.
    mutating func run() async -> Int32 {
        defer { session.close() }
        var shown = session.current?.content ?? []
        while true {
            do {
                try await clock.sleep(for: interval, tolerance: nil)
            } catch {
                return 0
            }
            guard let state = await session.reload(pages: pages) else { return 0 }
            if let error = state.error ?? state.pageError {
                errorOutput.write("warning: \(ErrorMessage.line(for: error)); the list stays as shown\n")
                continue
            }
            let content = state.content ?? []
            let whole = state.isCompleted && state.pageError == nil && !state.canLoadMore
            printer.print(ListChanges(from: shown, to: content, wholeList: whole), content: content)
            shown = content
        }
    }
}

extension LoadingState {
    /// Whether a completed state can load older items.
    var canLoadMore: Bool {
        guard case .completed(_, let next, _) = self else { return false }
        return next.canRequestAdditionalData
    }

    /// The error of the last page request of a completed state, if it failed.
    var pageError: (any Error)? {
        guard case .completed(_, let next, let prev) = self else { return nil }
        return next.error ?? prev.error
    }
}

extension TimelineSession {
    /// Refreshes the list, then loads older pages until `pages` are loaded or the list ends; returns the
    /// last settled state, `nil` when the task is cancelled.
    mutating func reload(pages: Int) async -> LoadingState<[Item]>? {
        var state = await run { await $0.refresh() }
        var loaded = 1
        while loaded < pages, case .completed(_, let next, _)? = state, next.error == nil,
            next.canRequestAdditionalData
        {
            state = await run { await $0.requestNextData(continueWhenError: false) }
            loaded += 1
        }
        return state
    }
}
