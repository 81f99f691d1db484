import Foundation
import MastodonAPI
import StoreFlowable

/// Interactive mode: reads commands line by line and runs each on the screen's list, rendering the
/// states it causes before asking for the next one. With `--refresh-every` the list also refetches on
/// its own, and the states that brings are shown while the prompt waits.
struct InteractiveLoop<Presenter: ItemPresenter> {
    var session: TimelineSession<HumanRenderer<Presenter>>
    let store: TimelineStore
    let input: any LineReader
    /// The line the prompt and progress lines take.
    let line: TransientLine
    /// The current time, for the age of what stays on screen after a failed refresh.
    let clock: @Sendable () -> Date
    /// Whether the list refetches on its own: states nobody asked for are then shown as they come.
    let refreshesOnItsOwn: Bool

    /// The item last saved as the list's reading position.
    var savedAnchor: String? = nil

    /// Runs until `q` or the end of the input; returns the exit status, 0. The last post shown is
    /// saved as the list's reading position once the list shows, after each command and on exit.
    mutating func run() async -> Int32 {
        defer { session.close() }
        await saveAnchor()
        let status = await runCommands()
        await saveAnchor()
        return status
    }

    /// Keeps the last post shown as the list's reading position, when it changed.
    private mutating func saveAnchor() async {
        let renderer = session.renderer
        guard let id = renderer.itemID(numbered: renderer.shownCount), id != savedAnchor else { return }
        savedAnchor = id
        await session.saveAnchor(at: id)
    }

    private mutating func runCommands() async -> Int32 {
        line.write(InteractiveCommand.summary + "\n")
        var reading: Task<String?, Never>?
        // Whether the screen waits for a command: false while a refresh nobody asked for is under way.
        var waits = true
        while true {
            if waits, !line.showsPrompt { line.prompt() }
            let typed: String?
            if refreshesOnItsOwn {
                let read = reading ?? Task { [input] in await input.readLine() }
                reading = read
                guard case .first(let text) = await Race.between(read, session.nextPull()) else {
                    guard let update = await session.next() else { return 0 }
                    waits = showUnasked(update)
                    continue
                }
                reading = nil
                typed = text
                line.promptAnswered()
                // A command typed during a refresh runs once the refresh is shown.
                if !waits, let settled = await session.settle(), case .error(let error, _) = settled {
                    reportKeepingContent(error)
                }
            } else {
                typed = await input.readLine()
                line.promptAnswered()
            }
            waits = true
            guard let text = typed else {
                line.write("\n")
                return 0
            }
            switch InteractiveCommand(text) {
            case .quit: return 0
            case .next: await requestPage(older: true)
            case .prev: await requestPage(older: false)
            case .refresh: await refresh()
            case .gap: await loadGap()
            case .favourite(let number): await toggle(favourite: true, number: number)
            case .boost(let number): await toggle(favourite: false, number: number)
            case .help: line.write(InteractiveCommand.summary + "\n")
            case .nothing: continue
            case .unknown(let text):
                line.write("unknown command '\(text)': \(InteractiveCommand.summary)\n")
            }
            await saveAnchor()
        }
    }

    /// Loads a page into the first gap: its posts show under `── loaded into the gap ──`, followed by
    /// the gap's line again while posts are still missing there.
    private mutating func loadGap() async {
        guard let gap = session.currentUpdate?.gaps.first else {
            line.write("(no gap: no posts are missing between those shown)\n")
            return
        }
        // A gap with no link on either side cannot be loaded: nothing would be fetched, or shown.
        guard gap.canLoadFromTop || gap.canLoadFromBottom else {
            line.write("(the server gave no link to load the gap from; r refreshes)\n")
            return
        }
        let shown = session.renderer.shownCount
        line.progress("loading posts into the gap…")
        guard let update = await session.loadGap(gap) else { return }
        if let failed = update.gap(gap.id), case .error(let error) = failed.state {
            session.report(error)
        } else if update.gap(gap.id) == nil {
            line.write("(the gap is closed: every post between those shown is loaded)\n")
        } else if session.renderer.shownCount == shown {
            line.write("(no posts loaded into the gap)\n")
        }
    }

    /// Shows a state that no command asked for: the list refetched on its own. A failure is reported
    /// with the age of what stays on screen. Returns whether the state is settled.
    private mutating func showUnasked(_ update: ListUpdate<Presenter.Item>) -> Bool {
        guard session.show(update) else { return false }
        if case .error(let error, _) = update.state { reportKeepingContent(error) }
        return true
    }

    /// Reports `error` after a refresh failed, and how old the content that stays on screen is.
    private func reportKeepingContent(_ error: any Error) {
        line.end()
        session.report(error)
        guard session.current?.content?.isEmpty == false, let savedAt = session.currentFreshness?.savedAt
        else { return }
        line.write("(showing what was loaded \(CacheAge.phrase(since: savedAt, now: clock())))\n")
    }

    private mutating func requestPage(older: Bool) async {
        guard case .completed(_, let next, let prev)? = session.current else {
            line.write("the timeline did not load; r tries again\n")
            return
        }
        let direction = older ? next : prev
        guard direction.canRequestAdditionalData || direction.error != nil else {
            line.write(older ? "(no older posts)\n" : "(no newer posts; r refreshes)\n")
            return
        }
        let shown = session.renderer.shownCount
        let state = await session.run { flowable in
            if older {
                await flowable.requestNextData(continueWhenError: true)
            } else {
                await flowable.requestPrevData(continueWhenError: true)
            }
        }
        guard case .completed(_, let newNext, let newPrev)? = state else { return }
        if let error = (older ? newNext : newPrev).error {
            session.report(error)
        } else if session.renderer.shownCount == shown, !older {
            line.write("(no newer posts)\n")
        }
    }

    private mutating func refresh() async {
        let shown = session.renderer.shownCount
        let state = await session.run { await $0.refresh() }
        if let error = state?.error {
            reportKeepingContent(error)
        } else if session.renderer.shownCount == shown {
            line.write("(no new posts)\n")
        }
    }

    /// Favourites or boosts post `number`, or undoes it when it is already done. Without a token
    /// nothing is sent: the line says where the token goes.
    private mutating func toggle(favourite: Bool, number: Int) async {
        guard store.client.hasAccessToken else {
            line.write("\(favourite ? "f" : "b") needs a user token: set \(Connection.tokenVariable)\n")
            return
        }
        guard let id = session.renderer.itemID(numbered: number) else {
            line.write("no post [\(number)] on screen\n")
            return
        }
        guard let item = session.current?.content?.first(where: { $0.id == id }) else {
            // Shown earlier, but a refresh started the list over from its first page.
            line.write("[\(number)] is no longer loaded since the refresh; n loads older posts again\n")
            return
        }
        guard let target = item.actionStatus else {
            line.write("[\(number)] has no post to act on\n")
            return
        }
        let action: StatusAction =
            favourite
            ? (target.favourited == true ? .unfavourite : .favourite)
            : (target.reblogged == true ? .unreblog : .reblog)
        guard store.persisted == nil else {
            await toggleQueued(action, on: target, itemID: id)
            return
        }
        // The status every timeline shows once the action settles, and whether a state brings it.
        let expected: Status
        let publishes: Bool
        var failure: (any Error)?
        do {
            expected = try await store.perform(action, onStatusID: target.id)
            publishes = expected != target
        } catch {
            expected = target
            publishes = TimelineStore.showsActionsOptimistically
            failure = error
        }
        if publishes {
            await showSettled(expected, itemID: id)
        }
        if let failure {
            session.report(failure)
        }
    }

    /// Makes `action` on `target`, the status of the item with `itemID`, through the cache's outbox: the
    /// list shows it at once, and keeps it marked `⏳` when the server cannot be reached, which one line
    /// says (`queued: 1 change waiting`); refused, it is rolled back with one `error:` line.
    private mutating func toggleQueued(_ action: StatusAction, on target: Status, itemID: String) async {
        let change: QueuedChange
        do {
            guard let made = try await store.performQueued(action, onStatusID: target.id) else { return }
            change = made
        } catch {
            session.report(error)
            return
        }
        var expected = target
        if change.staysShown { action.optimisticChange(&expected) }
        await showSettled(expected, itemID: itemID)
        for other in change.otherLines { session.reportLine(other) }
        if change.failed {
            session.reportLine(change.line)
        } else if !change.isSent {
            line.write(change.line + "\n")
        }
    }

    /// Renders states until the item with `itemID` shows the counts of `expected`, or is gone.
    private mutating func showSettled(_ expected: Status, itemID: String) async {
        let counts = StatusText.counts(of: expected)
        _ = await session.settle { state in
            guard let shown = state.content?.first(where: { $0.id == itemID })?.actionStatus else {
                return true
            }
            return StatusText.counts(of: shown) == counts
        }
    }
}
