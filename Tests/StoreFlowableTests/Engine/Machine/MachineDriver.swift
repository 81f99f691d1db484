@testable import StoreFlowable

/// Drives a ``FlowMachine`` of `Int` event by event, as the registry would, recording what it asks for.
/// An event only the holder of the turn sends takes the free turn first, as the engine would have; the
/// turn is given back with ``releaseTurn()``.
struct MachineDriver {
    var machine = FlowMachine()
    /// The fetches started and not yet ended, oldest first.
    private(set) var fetchesInFlight: [FetchOutcome] = []
    private(set) var fetchesStarted = 0
    /// Whether the machine could be dropped after the last event.
    private(set) var isIdle = true

    @discardableResult
    mutating func send(_ event: FlowEvent) -> [FlowAction] {
        if event.isInTurn, machine.isTurnFree { takeTurn() }
        let step = machine.step(event)
        isIdle = step.isIdle
        let actions = Array(step.actions)
        for case .startFetch(let outcome) in actions {
            fetchesInFlight.append(outcome)
            fetchesStarted += 1
        }
        switch event {
        case .fetchSaved(let outcome, _), .fetchFailed(let outcome, _):
            fetchesInFlight.removeAll { $0 === outcome }
        default:
            break
        }
        return actions
    }

    /// Takes the turn when it is free.
    mutating func takeTurn() {
        if machine.isTurnFree { send(.turnTaken) }
    }

    /// Gives the turn back; returns what that asks for.
    @discardableResult
    mutating func releaseTurn(after last: FlowEvent? = nil) -> [FlowAction] {
        send(.turnReleased(last: last))
    }

    /// The state subscriber `id` would be handed now, or `nil` when it has nothing new.
    mutating func poll(_ id: UInt64) -> LoadingState<Int>? {
        for case .deliver(let shown) in send(.polled(id: id)) { return shown.state.typed(as: Int.self) }
        return nil
    }

    /// The state subscribers are shown now, if any.
    mutating func shown() -> LoadingState<Int>? {
        for case .deliver(let shown) in send(.shownStateAsked) { return shown.state.typed(as: Int.self) }
        return nil
    }

    /// Asks for the page in `direction` in the turn; returns the request when the machine starts one.
    mutating func startPage(_ direction: PageDirection = .next) -> PageRequest? {
        let actions = send(.pageRequested(direction, continueWhenError: true, inTurn: true))
        guard case .fetchPage(let request, _)? = actions.first else { return nil }
        return request
    }

    /// Checks freshness at `now` with `expireSeconds`, as the engine does in the turn.
    @discardableResult
    mutating func checkFreshness(now: Double = 0, expireSeconds: Double = .infinity, force: Bool = false)
        -> [FlowAction]
    {
        send(.freshnessChecked(now: now, expireSeconds: expireSeconds, needsRefresh: false, force: force))
    }
}

extension FlowAction {
    /// A short name for assertions: `startFetch`, `awaitFetch`, `useCache(3)`, `fetchPage`, ….
    var name: String {
        switch self {
        case .wakeSubscribers, .wakeSubscriber: return "wake"
        case .grantTurn: return "grantTurn"
        case .deliver: return "deliver"
        case .subscriptionEnded: return "subscriptionEnded"
        case .useCache(let data): return "useCache(\(data))"
        case .startFetch: return "startFetch"
        case .awaitFetch: return "awaitFetch"
        case .fetchPage: return "fetchPage"
        case .awaitPage: return "awaitPage"
        case .requestPageInTurn: return "requestPageInTurn"
        case .mergePage: return "mergePage"
        case .endPage(_, let ending): return "endPage(\(ending))"
        case .scheduleChangeRead: return "scheduleChangeRead"
        case .readChange: return "readChange"
        case .abandonFetch: return "abandonFetch"
        case .turnFreedForClear: return "turnFreedForClear"
        }
    }
}

/// A snapshot of `data` saved at `cachedAt`, with keys.
func snapshot(_ data: Int?, at cachedAt: Double? = 0, next: String? = nil, prev: String? = nil) -> Snapshot {
    Snapshot(data: data, cachedAt: cachedAt, nextKey: next, prevKey: prev)
}

/// The engine of a subscriber that fetches, for machines driven by hand: fetches are started by the
/// driver's events, so running one does nothing.
final class IdleRunner: FetchRunner {
    func run(_ outcome: FetchOutcome) {}
}
