/// What ``FlowMachine`` asks its caller to do, outside the lock, after an event.
enum FlowAction: Sendable {
    typealias Content = any Sendable

    /// Wake these subscribers; each reads the latest state itself when it runs.
    case wakeSubscribers([UnsafeContinuation<Void, Never>])
    /// Wake this subscriber, the only one waiting.
    case wakeSubscriber(UnsafeContinuation<Void, Never>)
    /// Hand the turn to this waiter.
    case grantTurn(UnsafeContinuation<Void, Never>)
    /// The cached content is valid: use it.
    indirect case useCache(Content)
    /// Start a fetch of the whole content that resolves `outcome`.
    case startFetch(FetchOutcome)
    /// Give up the fetch `outcome`: cancel its task and fail whoever waits for it.
    case abandonFetch(FetchOutcome)
    /// The turn held when the cache began to be cleared was given back: the clearer may go on.
    case turnFreedForClear
    /// Wait for the fetch in flight.
    case awaitFetch(FetchOutcome)
    /// Fetch the page at `key` in the caller's task, as `request`.
    indirect case fetchPage(PageRequest, key: Snapshot.Key)
    /// Wait for the page request in flight, then decide again if it was abandoned.
    case awaitPage(PageRequest)
    /// Ask for the page again, in the turn: the content is not known yet, or the cacher is in use.
    case requestPageInTurn
    /// Merge the arrived page: take the content with ``FlowMachine/takeContentForMerge()`` and save.
    case mergePage
    /// End `request`, sending its joiners on.
    case endPage(PageRequest, PageRequest.Ending)
    /// Read back announced changes, in a turn of their own.
    case scheduleChangeRead
    /// Read the content back now and send ``FlowEvent/changeRead(_:revision:)``.
    case readChange
}

extension FlowAction {
    /// An empty list of actions with room for the few an event usually produces, so that it is
    /// allocated once rather than grown.
    static func buffer() -> [FlowAction] {
        var actions: [FlowAction] = []
        actions.reserveCapacity(4)
        return actions
    }
}

extension FlowAction {
    /// Whether this is ``scheduleChangeRead``.
    var isChangeReadScheduling: Bool {
        if case .scheduleChangeRead = self { return true }
        return false
    }

    /// Whether this is ``readChange``.
    var isChangeRead: Bool {
        if case .readChange = self { return true }
        return false
    }
}
