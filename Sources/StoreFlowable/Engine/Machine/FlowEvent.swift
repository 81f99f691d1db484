/// What happens to one (cacher, param): the input of ``FlowMachine``, and everything the registry does
/// to it. A step the registry takes under its lock in one go is one event.
///
/// Events marked *in the turn* are sent only by the holder of the param's turn, the exclusive right to
/// use the cacher for it; their snapshots are what the cacher returned when read back within that turn.
/// Sent while nobody holds the turn, they stop the program: that is a bug in the registry.
enum FlowEvent: Sendable {
    typealias Content = any Sendable
    typealias Waiter = UnsafeContinuation<Void, Never>

    // MARK: Subscribers

    /// A subscriber starts iterating; `runner` runs the fetches decided for it (`nil`: a cache-only one).
    /// `shown` is valid content the registry read without a turn, shown to it at once.
    case subscribe(id: UInt64, runner: (any FetchRunner)?, shown: Snapshot? = nil)
    /// A subscriber stops: it broke out, was cancelled or was dropped.
    case unsubscribe(id: UInt64)
    /// A subscriber asks for the state it has not seen: ``FlowAction/deliver(_:)``, or nothing when it
    /// has seen the latest.
    case polled(id: UInt64)
    /// A subscriber that found nothing new waits: `waiter` is resumed at the next change, at once when
    /// there already is one.
    case parked(id: UInt64, waiter: Waiter)
    /// Someone asks what the subscribers are shown, without being one: ``FlowAction/deliver(_:)``.
    case shownStateAsked

    // MARK: The turn

    /// The registry takes the free turn for its caller, without suspending.
    case turnTaken
    /// A caller waits for the turn; `waiter` is resumed when it has it.
    case turnRequested(waiter: Waiter)
    /// *In the turn*: the holder sends `last`, if any, and gives the turn back.
    indirect case turnReleased(last: FlowEvent?)

    // MARK: The whole content

    /// *In the turn*: the cacher's content, read because the machine knew none.
    case cacheRead(Snapshot)
    /// *In the turn*: whether the known content is valid at `now` (`needRefresh` already asked), and
    /// whether the caller insists on a fetch.
    case freshnessChecked(now: Double, expireSeconds: Double, needsRefresh: Bool, force: Bool)
    /// *In the turn*: the fetch `outcome` was saved; `written` is what the cacher holds now.
    case fetchSaved(FetchOutcome, written: Snapshot)
    /// The fetch `outcome` failed; nothing was saved.
    case fetchFailed(FetchOutcome, any Error)
    /// *In the turn*: saving to the cacher threw `error` (a full disk, a read-only database); `written`
    /// is what the cacher holds now. The content shows with the error until a save succeeds.
    case saveFailed(any Error, written: Snapshot)
    /// *In the turn*: the whole content was replaced (`update`) or dropped (`clear`). `written` is what
    /// the cacher holds now, or `nil` when it was not read back because nobody subscribed: the machine
    /// then knows no content.
    case overwritten(written: Snapshot?, cleared: Bool)

    // MARK: Pages

    /// A caller asks for the page in `direction`, holding the turn or not (`inTurn`). Out of the turn it
    /// is decided at once when the content is known and nobody holds the turn; otherwise the machine asks
    /// for it again in the turn.
    case pageRequested(PageDirection, continueWhenError: Bool, inTurn: Bool)
    /// *In the turn*, or taking the free turn first (`takingTurn`): the page of `request` arrived and is
    /// about to be merged. The known content is lent to the merge (``FlowAction/mergePage(_:)``).
    case pageArrived(PageDirection, PageRequest, takingTurn: Bool = false)
    /// *In the turn*: the page of `request` was merged; `written` is what the cacher holds now.
    case pageMerged(PageDirection, PageRequest, written: Snapshot)
    /// The page of `request` failed; nothing was saved.
    case pageFailed(PageDirection, PageRequest, any Error)
    /// The caller running `request` was cancelled before the page arrived.
    case pageAbandoned(PageDirection, PageRequest)

    // MARK: Gaps

    /// A gap's page request started or ended: subscribers are shown the state again, with the gaps'
    /// loading states as they are now. In the turn or out of it.
    case gapsChanged
    /// *In the turn*: a page was joined to a gap of the list; `written` is what the cacher holds now.
    /// Page requests at the ends are not affected.
    case gapMerged(written: Snapshot)

    // MARK: Changes the cacher makes on its own

    /// The cacher announced that its content changed on its own (an entity store, a database).
    case cacheChanged
    /// The cacher announced a change, and the registry read the content back at once, without
    /// suspending, because ``FlowMachine/canReadChangeAtOnce`` allowed it: taking the turn, showing the
    /// content and giving the turn back are this one event.
    indirect case cacheChangedAndRead(Content?, revision: UInt64?)
    /// *In the turn*: the reader of announced changes is about to read.
    case changeReadStarting
    /// *In the turn*: the content read back after announced changes, with its revision when the cacher
    /// keeps them.
    indirect case changeRead(Content?, revision: UInt64? = nil)
    /// The cacher is about to change the content in place (an entity store's patch), and
    /// ``FlowMachine/canChangeInPlace`` allowed it: the machine takes the free turn and lets go of the
    /// content, so that the cacher holds it alone and changes it without a copy.
    case inPlaceChangeStarting
    /// *In the turn* of an in-place change: the cacher changed the content (`changed`), or found nothing
    /// to change; the content read back after it, with its revision. The turn is given back.
    indirect case inPlaceChangeWritten(Content?, revision: UInt64?, changed: Bool)

    // MARK: Staleness and clearing

    /// The content was marked stale: subscribers refetch at once, keeping it visible meanwhile.
    case invalidated
    /// A refetch trigger fired at `now`: subscribers refetch if the content expired or was invalidated.
    case refetchIfStale(now: Double, expireSeconds: Double, invalidated: Bool)
    /// Every cached value is being dropped (a logout): the clearer takes the turn, or waits for its holder
    /// (``FlowAction/turnFreedForClear``); work in flight is abandoned and its results discarded;
    /// subscribers are shown `.loading(content: nil)`, or, cache-only, that nothing is cached.
    case clearBegan
    /// The cacher is empty: the clearer gives the turn back.
    case clearEnded
}

extension FlowEvent {
    /// Whether only the holder of the turn sends this event, with what it read or wrote in that turn.
    var isInTurn: Bool {
        switch self {
        case .cacheRead, .freshnessChecked, .fetchSaved, .saveFailed, .overwritten, .pageMerged,
            .changeReadStarting, .changeRead, .inPlaceChangeWritten, .gapMerged:
            return true
        case .pageArrived(_, _, let takingTurn):
            return !takingTurn
        case .pageRequested(_, _, let inTurn):
            return inTurn
        default:
            return false
        }
    }

    /// Whether an in-turn event of a holder that took the turn before the last clear is ignored: what it
    /// read or wrote belongs to the session that was cleared. The others still end what they began.
    var isDiscardedWhenStale: Bool {
        switch self {
        case .cacheRead, .freshnessChecked, .fetchSaved, .saveFailed, .overwritten, .changeRead, .gapMerged:
            return true
        default:
            return false
        }
    }

    /// The event's name, for a failed precondition.
    var name: String {
        String(describing: self).prefix { $0 != "(" }.description
    }
}
