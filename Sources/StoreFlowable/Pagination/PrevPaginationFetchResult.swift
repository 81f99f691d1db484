/// A page fetched going backward (newer items of a timeline): its items and the key of the page before it.
public struct PrevPaginationFetchResult<Item: Sendable>: Sendable {
    /// The items of the page. An empty page means the start is reached.
    public var data: [Item]
    /// The key of the previous page; `nil` or empty when there is none.
    public var prevKey: String?

    /// Creates a result.
    public init(data: [Item], prevKey: String?) {
        self.data = data
        self.prevKey = prevKey
    }
}
