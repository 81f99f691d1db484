/// The first page of a list that grows both ways: its items and the keys of the pages on each side.
public struct TwoWayPaginationFetchResult<Item: Sendable>: Sendable {
    /// The items of the page.
    public var data: [Item]
    /// The key of the next page; `nil` or empty when there is none.
    public var nextKey: String?
    /// The key of the previous page; `nil` or empty when there is none.
    public var prevKey: String?

    /// Creates a result.
    public init(data: [Item], nextKey: String?, prevKey: String?) {
        self.data = data
        self.nextKey = nextKey
        self.prevKey = prevKey
    }
}
