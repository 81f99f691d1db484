/// An operation kept in an ``Outbox``, as ``Outbox/entries()`` lists it.
public struct OutboxEntry: Sendable, Hashable, Identifiable {
    /// Whether an entry waits to be sent or was refused.
    public enum State: Sendable, Hashable {
        /// Waiting to be sent; its change is shown.
        case waiting
        /// Refused by the server (``OutboxFailure/rejected(reason:)``); its change was rolled back.
        case failed(reason: String)
    }

    /// The entry's number, in the order operations were enqueued.
    public let id: Int
    /// The operation's ``OutboxOperation/kind``.
    public let kind: String
    /// The `persistentName` of the entity the operation changes.
    public let entityType: String
    /// The ID of the entity the operation changes, as stored (a `String` ID as itself, another as JSON).
    /// An operation on a draft moves to the server's ID once the draft is created.
    public internal(set) var entityID: String
    /// The key sent with every attempt.
    public let idempotencyKey: String
    /// How many attempts failed, across restarts. (An attempt cut short by a crash is not counted.)
    public internal(set) var attempts: Int
    /// Whether it waits or failed.
    public internal(set) var state: State
}

extension OutboxEntry {
    /// The entity the operation changes.
    var address: EntityAddress {
        EntityAddress(type: entityType, id: entityID)
    }
}
