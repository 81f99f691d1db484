/// The page requests of every gap of a cacher's lists: one in flight per gap at most, shared by every
/// caller that asks for it, or the error of the last one. Kept beside the machines, which know nothing
/// of gaps: a gap's page is merged in the param's turn like any change of the content, and a gap that a
/// refresh, a clear or another page changed meanwhile drops the page (``GapMerge/fill``).
final class GapLoads: Sendable {
    enum Load: Sendable {
        case fetching(PageRequest)
        case failed(any Error)
    }

    /// What a caller asking for a gap's page does.
    enum Decision {
        /// Runs the request.
        case start(PageRequest)
        /// Waits for the request in flight.
        case join(PageRequest)
        /// Nothing: the last request failed and the caller does not retry.
        case decline
    }

    // Guarded by its own lock: the requests by param and gap.
    private let loads = Locked<[ParamKey: [UInt64: Load]]>([:])

    func decide(_ param: ParamKey, gap: UInt64, continueWhenError: Bool) -> Decision {
        loads.withLock { loads in
            switch loads[param]?[gap] {
            case .fetching(let request): return .join(request)
            case .failed where !continueWhenError: return .decline
            case .failed, nil:
                let request = PageRequest()
                loads[param, default: [:]][gap] = .fetching(request)
                return .start(request)
            }
        }
    }

    /// Whether `request` is still the one in flight for the gap.
    func isCurrent(_ request: PageRequest, _ param: ParamKey, gap: UInt64) -> Bool {
        loads.withLock { loads in
            if case .fetching(let running) = loads[param]?[gap] { return running === request }
            return false
        }
    }

    /// Ends `request`, failed with `error` or not; a request no longer current changes nothing.
    func end(_ request: PageRequest, _ param: ParamKey, gap: UInt64, failure error: (any Error)?) {
        loads.withLock { loads in
            guard case .fetching(let running) = loads[param]?[gap], running === request else { return }
            loads[param]?[gap] = error.map { .failed($0) }
            if loads[param]?.isEmpty == true { loads[param] = nil }
        }
    }

    /// How each gap of `param` with a request shows.
    func states(of param: ParamKey) -> [UInt64: AdditionalLoadingState] {
        loads.withLock { loads in
            (loads[param] ?? [:]).mapValues { load in
                switch load {
                case .fetching: return .loading
                case .failed(let error): return .error(rawError: error)
                }
            }
        }
    }

    /// Forgets every request: the cacher was emptied. Pages in flight are dropped when they arrive.
    func removeAll() {
        loads.withLock { $0.removeAll() }
    }
}
