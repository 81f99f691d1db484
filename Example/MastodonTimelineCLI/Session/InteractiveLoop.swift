import MastodonAPI
import StoreFlowable

/// Interactive mode: reads commands line by line and runs each on the screen's list, rendering the
/// states it causes before asking for the next one.
struct InteractiveLoop<Presenter: ItemPresenter> {
    var session: TimelineSession<HumanRenderer<Presenter>>
    let store: TimelineStore
    let input: any LineReader
    let output: any TextSink

    /// Runs until `q` or the end of the input; returns the exit status, 0.
    mutating func run() async -> Int32 {
        output.write(InteractiveCommand.summary + "\n")
        while true {
            output.write("> ")
            guard let line = await input.readLine() else {
                output.write("\n")
                return 0
            }
            switch InteractiveCommand(line) {
            case .quit: return 0
            case .next: await requestPage(older: true)
            case .prev: await requestPage(older: false)
            case .refresh: await refresh()
            case .favourite(let number): await toggle(favourite: true, number: number)
            case .boost(let number): await toggle(favourite: false, number: number)
            case .help: output.write(InteractiveCommand.summary + "\n")
            case .nothing: continue
            case .unknown(let text):
                output.write("unknown command '\(text)': \(InteractiveCommand.summary)\n")
            }
        }
    }

    private mutating func requestPage(older: Bool) async {
        guard case .completed(_, let next, let prev)? = session.current else {
            output.write("the timeline did not load; r tries again\n")
            return
        }
        let direction = older ? next : prev
        guard direction.canRequestAdditionalData || direction.error != nil else {
            output.write(older ? "(no older posts)\n" : "(no newer posts; r refreshes)\n")
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
            output.write("(no newer posts)\n")
        }
    }

    private mutating func refresh() async {
        let shown = session.renderer.shownCount
        let state = await session.run { await $0.refresh() }
        if let error = state?.error {
            session.report(error)
        } else if session.renderer.shownCount == shown {
            output.write("(no new posts)\n")
        }
    }

    /// Favourites or boosts post `number`, or undoes it when it is already done.
    private mutating func toggle(favourite: Bool, number: Int) async {
        guard let id = session.renderer.itemID(numbered: number),
            let item = session.current?.content?.first(where: { $0.id == id })
        else {
            output.write("no post [\(number)] on screen\n")
            return
        }
        guard let target = item.actionStatus else {
            output.write("[\(number)] has no post to act on\n")
            return
        }
        let action: StatusAction =
            favourite
            ? (target.favourited == true ? .unfavourite : .favourite)
            : (target.reblogged == true ? .unreblog : .reblog)
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
            let counts = StatusText.counts(of: expected)
            _ = await session.settle { state in
                guard let shown = state.content?.first(where: { $0.id == id })?.actionStatus else {
                    return true
                }
                return StatusText.counts(of: shown) == counts
            }
        }
        if let failure {
            session.report(failure)
        }
    }
}
