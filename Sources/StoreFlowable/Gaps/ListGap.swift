/// A place in a paginated list where items are missing.
///
/// A refresh of a list kept with ``ListRefresh/keepingList`` fetches the newest page. When that page
/// does not reach the items kept before it (more new items arrived than a page holds), both parts are
/// kept with a gap between them. ``StateWithGaps`` says where each gap is and whether it is loading; a
/// gap is loaded a page at a time with ``AnyPaginationStoreFlowable/requestGap(_:from:continueWhenError:)``,
/// from its top or from its bottom, until the two parts meet.
public struct ListGap: Sendable, Identifiable, Equatable {
    /// Which side of a gap a page is loaded on.
    public enum Edge: Sendable, Hashable {
        /// Just below the part above the gap: that part's next page, fetched with
        /// ``PaginationFetcher/fetchNext(nextKey:param:)`` and the key that part's last page returned.
        case top
        /// Just above the part below the gap: that part's previous page, fetched with
        /// ``PaginationFetcher/fetchPrev(prevKey:param:)`` and the key that part's first page returned.
        case bottom
    }

    /// The gap's identity: it stays the same while pages load into it.
    public let id: UInt64
    /// The index, in the state's content, of the first item below the gap: the gap lies between
    /// `content[index - 1]` and `content[index]`.
    public let index: Int
    /// Whether the part above the gap has a key for its next page.
    public let canLoadFromTop: Bool
    /// Whether the part below the gap has a key for its previous page.
    public let canLoadFromBottom: Bool
    /// No page of the gap in flight (`.fixed(canRequestAdditionalData: true)`), one loading, or the last
    /// one failed, with its error; the list itself is kept either way.
    public let state: AdditionalLoadingState

    /// A gap as a state shows it.
    public init(
        id: UInt64, index: Int, canLoadFromTop: Bool, canLoadFromBottom: Bool, state: AdditionalLoadingState
    ) {
        self.id = id
        self.index = index
        self.canLoadFromTop = canLoadFromTop
        self.canLoadFromBottom = canLoadFromBottom
        self.state = state
    }

    /// The edge to load from by default: the top when it can be loaded from there, else the bottom.
    public var preferredEdge: Edge {
        canLoadFromTop || !canLoadFromBottom ? .top : .bottom
    }
}
