/// A page fetched from the origin: its items and the keys of the pages around it.
///
/// `Key` is whatever the origin pages by: a cursor string, an ID, a `URL` from a `Link` header.
public struct PaginationFetchResult<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    /// The items of the page. An empty page means that end is reached.
    public var data: [Item]
    /// The key of the next page (older items, appended); `nil` or empty when there is none.
    public var nextKey: Key?
    /// The key of the previous page (newer items, prepended); `nil` or empty when there is none.
    public var prevKey: Key?

    /// Creates a result.
    public init(data: [Item], nextKey: Key? = nil, prevKey: Key? = nil) {
        self.data = data
        self.nextKey = nextKey
        self.prevKey = prevKey
    }
}

/// The result of a two-way fetch: the same type as ``PaginationFetchResult``.
public typealias TwoWayPaginationFetchResult<Item: Sendable, Key: Hashable & Sendable> =
    PaginationFetchResult<Item, Key>

/// The result of a previous-page fetch: the same type as ``PaginationFetchResult``.
public typealias PrevPaginationFetchResult<Item: Sendable, Key: Hashable & Sendable> =
    PaginationFetchResult<Item, Key>
