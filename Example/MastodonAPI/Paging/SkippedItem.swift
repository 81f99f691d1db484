/// An element of a page that could not be read and was left out, so that the rest of the page still
/// shows: where it was, its `id` when readable, and why.
public struct SkippedItem: Sendable, Hashable {
    /// The element's position in the JSON array the server sent, from 0.
    public var index: Int
    /// The element's `id`, when it had a readable one.
    public var id: String?
    /// Why it could not be read, with its JSON path, e.g. `[5].created_at: Invalid date 'soon'`.
    public var reason: String

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
}
