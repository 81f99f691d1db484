/// What a refresh of a paginated list (``StoreFlowable/refresh()``, an expiry refetch, an invalidation)
/// does with the items the list kept.
public enum ListRefresh: Sendable, Hashable {
    /// The first page fetched anew replaces the list, and both ends reopen: for lists whose order can
    /// change as a whole, such as search results.
    case replacingList
    /// The first page fetched anew joins the kept list: what it shares with the list's top merges in
    /// place, new items go on top, and nothing below is lost. When it shares nothing with the list, the
    /// two parts are kept with a ``ListGap`` between them. For timelines of `Identifiable` items.
    case keepingList
}
