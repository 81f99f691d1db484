/// An element of a page that could not be read and was left out, so that the rest of the page still
/// shows: where it was, its `id` when readable, and why.
public struct SkippedItem: Sendable, Hashable {
    /// The element's position in the JSON array the server sent, from 0.
    public var index: Int
    /// The element's `id`, when it had a readable one.
    public var id: String?
    /// Why it could not be read, with its JSON path, e.g. `[5].created_at: Invalid date 'soon'`.
    public var reason: String
    /// For the one record of the elements a page held past what was asked for: how many were left out,
    /// from ``index`` on. `nil` for an element that could not be read.
    public var extraCount: Int?

    /// Creates a record of a skipped element.
    ///
    /// - Parameters:
    ///   - index: The element's position in the array, from 0.
    ///   - id: The element's `id`, if readable.
    ///   - reason: Why it could not be read.
    public init(index: Int, id: String?, reason: String) {
        self.index = index
        self.id = id
        self.reason = reason
    }

    /// The record of `count` elements left out from `index` on, past the `limit` asked for.
    public static func extra(_ count: Int, from index: Int, limit: Int) -> SkippedItem {
        var item = SkippedItem(
            index: index, id: nil, reason: "the server sent \(count) past the \(limit) shown")
        item.extraCount = count
        return item
    }

    /// The record of the first `count` elements left out, before the last `limit` kept: the ancestors of
    /// a thread farthest from its status.
    public static func earlier(_ count: Int, limit: Int) -> SkippedItem {
        var item = SkippedItem(
            index: 0, id: nil, reason: "the server sent \(count) more before the \(limit) shown")
        item.extraCount = count
        return item
    }
}
