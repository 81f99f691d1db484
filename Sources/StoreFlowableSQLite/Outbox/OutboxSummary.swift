/// How many operations of an ``Outbox`` wait and how many failed: what a screen shows as
/// "3 changes waiting".
public struct OutboxSummary: Sendable, Hashable {
    /// Operations waiting to be sent.
    public var waiting: Int
    /// Operations the server refused, kept until retried or discarded.
    public var failed: Int

    /// A summary of `waiting` and `failed` operations.
    public init(waiting: Int = 0, failed: Int = 0) {
        self.waiting = waiting
        self.failed = failed
    }
}
