/// A page fetched going forward: its items and the key of the page after it.
public struct PaginationFetchResult<Item: Sendable>: Sendable {
    /// The items of the page. An empty page means the end is reached.
    public var data: [Item]
    /// The key of the next page; `nil` or empty when there is none.
    public var nextKey: String?

    /// Creates a result.
    public init(data: [Item], nextKey: String?) {
        self.data = data
        self.nextKey = nextKey
    }
}
