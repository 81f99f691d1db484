/// What one ``Outbox/send()`` did.
public struct OutboxReport: Sendable, Hashable {
    /// The entries the server took, now removed from the outbox.
    public var sent: [OutboxEntry] = []
    /// The entries the server refused in this send, now failed.
    public var refused: [OutboxEntry] = []
    /// The entries whose entity the server no longer has (``OutboxFailure/gone``), removed with it.
    public var gone: [OutboxEntry] = []
    /// How many entries still wait: those that could not be sent now, and those after them on the same
    /// entity, which are sent in order.
    public var waiting = 0
    /// The longest wait a server asked for before the next attempt, if any did.
    public var retryAfter: Duration?

    /// An empty report.
    public init() {}
}
