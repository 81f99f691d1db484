/// What happens to one (cacher, param): the input of ``FlowMachine``.
///
/// Events marked *in the turn* are sent only by the holder of the param's turn, the exclusive right to
/// use the cacher for it; their snapshots are what the cacher returned when read back within that turn.
enum FlowEvent: Sendable {
    typealias Content = any Sendable

    /// A subscriber starts iterating.
    case subscribe(id: UInt64)
    /// A subscriber stops: it broke out, was cancelled or was dropped.
    case unsubscribe(id: UInt64)

    /// A caller asks for the turn; `waiter` is resumed when it has it.
    case turnRequested(waiter: UnsafeContinuation<Void, Never>)
    /// The holder gives the turn back.
    case turnReleased

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
    /// *In the turn*: the whole content was replaced (`update`) or dropped (`clear`, `cleared`).
    /// `written` is what the cacher holds now, or `nil` when it was not read back because nobody
    /// subscribed: the machine then knows no content.
    case overwritten(written: Snapshot?, cleared: Bool)

    /// A caller asks for the page in `direction`, holding the turn or not (`inTurn`). Out of the turn it
    /// is decided at once when the content is known and nobody holds the turn; otherwise the machine asks
    /// for it again in the turn.
    case pageRequested(PageDirection, continueWhenError: Bool, inTurn: Bool)
    /// *In the turn*: the page of `request` arrived and is about to be merged.
    case pageArrived(PageDirection, PageRequest)
    /// *In the turn*: the page of `request` was merged; `written` is what the cacher holds now.
    case pageMerged(PageDirection, PageRequest, written: Snapshot)
    /// The page of `request` failed; nothing was saved.
    case pageFailed(PageDirection, PageRequest, any Error)
    /// The caller running `request` was cancelled before the page arrived.
    case pageAbandoned(PageDirection, PageRequest)

    /// The cacher announced that its content changed on its own (an entity store, a database).
    case cacheChanged
    /// *In the turn*: the reader of announced changes is about to read.
    case changeReadStarting
    /// *In the turn*: the content read back after announced changes, with its revision when the cacher
    /// keeps them.
    indirect case changeRead(Content?, revision: UInt64? = nil)
    /// *In the turn*: the cacher is about to change the content in place (an entity store's patch): what
    /// shows the content lets go of it, so that the cacher holds it alone and changes it without a copy.
    case inPlaceChangeStarting
    /// *In the turn*: the cacher changed the content in place (`changed`), or found nothing to change;
    /// the content read back after it, with its revision.
    indirect case inPlaceChangeWritten(Content?, revision: UInt64?, changed: Bool)

    /// The content was marked stale: subscribers refetch at once, keeping it visible meanwhile.
    case invalidated
    /// A refetch trigger fired at `now`: subscribers refetch if the content expired or was invalidated.
    case refetchIfStale(now: Double, expireSeconds: Double, invalidated: Bool)
    /// Every cached value is being dropped (a logout): work in flight is abandoned and its results
    /// discarded; subscribers are shown `.loading(content: nil)` and get a fresh fetch once the cacher is
    /// empty.
    case cleared
}

extension FlowEvent {
    /// Whether only the holder of the turn sends this event, with what it read or wrote in that turn.
    var isInTurn: Bool {
        switch self {
        case .cacheRead, .freshnessChecked, .fetchSaved, .saveFailed, .overwritten, .pageMerged,
            .changeRead, .inPlaceChangeStarting, .inPlaceChangeWritten:
            return true
        default:
            return false
        }
    }
}
