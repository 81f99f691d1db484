/// The page requests of a paginated param, in each direction: none, one in flight, or the last failed.
struct PageStates: Sendable {
    enum Page: Sendable {
        case idle
        case fetching(PageRequest)
        case failed(any Error)
    }

    private var next = Page.idle
    private var prev = Page.idle

    subscript(_ direction: PageDirection) -> Page {
        get { direction == .next ? next : prev }
        set {
            if direction == .next { next = newValue } else { prev = newValue }
        }
    }

    var areIdle: Bool {
        guard case .idle = next, case .idle = prev else { return false }
        return true
    }

    var anyFetching: Bool {
        if case .fetching = next { return true }
        if case .fetching = prev { return true }
        return false
    }

    var inFlight: [PageRequest] {
        [next, prev].compactMap { if case .fetching(let request) = $0 { request } else { nil } }
    }

    /// Whether `request` is the one in flight in `direction`; a refresh or overwrite makes it stale.
    func isCurrent(_ request: PageRequest, _ direction: PageDirection) -> Bool {
        if case .fetching(let running) = self[direction] { return running === request }
        return false
    }

    /// Forgets both directions: requests in flight are stale, their callers end them when they return.
    mutating func reopen() {
        next = .idle
        prev = .idle
    }

    /// What subscribers are shown of `direction`, which can ask for more when `canRequest`.
    func additional(_ direction: PageDirection, canRequest: Bool) -> AdditionalLoadingState {
        switch self[direction] {
        case .idle: return .fixed(canRequestAdditionalData: canRequest)
        case .fetching: return .loading
        case .failed(let error): return .error(rawError: error)
        }
    }
}
