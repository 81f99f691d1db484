/// What ``FlowMachine`` asks its caller to do, outside the lock, after an event.
enum FlowAction: Sendable {
    typealias Content = any Sendable
    typealias Waiter = UnsafeContinuation<Void, Never>

    /// Wake these subscribers; each reads the latest state itself when it runs.
    case wakeSubscribers([Waiter])
    /// Wake this subscriber, the only one waiting.
    case wakeSubscriber(Waiter)
    /// Hand the turn to this waiter.
    case grantTurn(Waiter)
    /// Hand the subscriber that polled, or whoever asked, the state shown.
    case deliver(ShownState)
    /// The subscriber that polled is no longer subscribed: its iteration is over.
    case subscriptionEnded
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
    /// Merge the arrived page into the content lent with it (`nil`: not known, the merge loads it), then
    /// send ``FlowEvent/pageMerged(_:_:written:)``.
    indirect case mergePage(Snapshot?)
    /// End `request`, sending its joiners on.
    case endPage(PageRequest, PageRequest.Ending)
    /// Read back announced changes, in a turn of their own.
    case scheduleChangeRead
    /// Read the content back now and send ``FlowEvent/changeRead(_:revision:)``.
    case readChange
}

extension FlowAction {
    /// Whether the caller performs this action, rather than the registry (``FlowRegistry/perform(_:for:)``).
    var isForTheCaller: Bool {
        switch self {
        case .wakeSubscribers, .wakeSubscriber, .grantTurn, .endPage, .scheduleChangeRead, .abandonFetch,
            .turnFreedForClear:
            return false
        default:
            return true
        }
    }
}

/// A state as subscribers are shown it: with the freshness and the revision of its content. Built once
/// per publish and shared by every subscriber that reads it.
final class ShownState: Sendable {
    let state: LoadingState<any Sendable>
    let freshness: ContentFreshness?
    let revision: UInt64?

    init(state: consuming LoadingState<any Sendable>, freshness: ContentFreshness?, revision: UInt64?) {
        self.state = state
        self.freshness = freshness
        self.revision = revision
    }
}

/// The actions of one event, in order. Most events produce none or one, which is kept inline: only a
/// second one allocates.
struct FlowActions: Sendable, Sequence {
    private var first: FlowAction?
    private var rest: [FlowAction] = []

    init() {}

    var isEmpty: Bool { first == nil }

    /// Whether every action satisfies `predicate`.
    func allSatisfy(_ predicate: (FlowAction) -> Bool) -> Bool {
        guard let first else { return true }
        return predicate(first) && rest.allSatisfy(predicate)
    }

    mutating func append(_ action: FlowAction) {
        if first == nil { first = action } else { rest.append(action) }
    }

    mutating func append(contentsOf other: FlowActions) {
        for action in other { append(action) }
    }

    /// Takes out ``FlowAction/mergePage(_:)``, for the caller that merges: the content it lends is then
    /// held by that caller alone. `nil` when the actions hold none; `.some(nil)` when the content was not
    /// known.
    mutating func takeMerge() -> Snapshot?? {
        var found: Snapshot??
        var kept = FlowActions()
        for action in self {
            if found == nil, case .mergePage(let lent) = action {
                found = .some(lent)
            } else {
                kept.append(action)
            }
        }
        guard found != nil else { return nil }
        self = kept
        return found
    }

    func makeIterator() -> Iterator {
        Iterator(first: first, rest: rest.makeIterator())
    }

    struct Iterator: IteratorProtocol {
        var first: FlowAction?
        var rest: IndexingIterator<[FlowAction]>

        mutating func next() -> FlowAction? {
            if let action = first.take() { return action }
            return rest.next()
        }
    }
}
