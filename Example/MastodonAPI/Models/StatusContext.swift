/// The thread around a status: `GET /api/v1/statuses/:id/context`.
public struct StatusContext: Sendable, Hashable {
    /// The statuses it replies to, the thread's root first.
    public var ancestors: [Status]
    /// The replies to it and their replies, in the server's order (depth first on Mastodon).
    public var descendants: [Status]
    /// The statuses of either list that could not be read and were left out.
    public var skipped: [SkippedItem]

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - ancestors: The statuses it replies to, root first.
    ///   - descendants: The replies, in the server's order.
    ///   - skipped: The statuses that could not be read.
    public init(ancestors: [Status], descendants: [Status], skipped: [SkippedItem] = []) {
        self.ancestors = ancestors
        self.descendants = descendants
        self.skipped = skipped
    }
}
