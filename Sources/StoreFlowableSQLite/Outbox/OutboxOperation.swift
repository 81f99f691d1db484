/// A change an app makes to a stored entity and sends to its server, kept on disk until the server has
/// it: what the change does to the entity (shown at once, and again after every restart until the
/// operation settles) and what to send.
///
/// An operation is a value: its stored properties are the payload sent and kept in the outbox, encoded
/// as JSON. Its kind is the name it is stored under, so renaming the type keeps pending operations only
/// if ``kind`` stays.
///
/// ```swift
/// struct Favourite: OutboxOperation {
///     var entityID: String
///     func apply(to status: inout Status) {
///         status.favourited = true
///     }
/// }
/// ```
public protocol OutboxOperation: Codable, Sendable {
    /// The stored entity the operation changes.
    associatedtype Entity: PersistentEntity

    /// The name the operation is stored under. Defaults to the type's name.
    static var kind: String { get }

    /// The ID of the entity the operation changes. On a draft (an ``OutboxCreation``'s entity), the
    /// outbox sets it to the server's ID once the draft is created, before the operation is sent.
    var entityID: Entity.ID { get set }

    /// Makes the operation's change to `entity`, as it will be once the server has it. Called when the
    /// operation is enqueued and again after each restart while it waits, on the entity as then stored.
    func apply(to entity: inout Entity)

    /// What the operation sets, for operations that replace each other until sent: enqueueing one
    /// replaces the waiting operations (of any kind) on the same entity with the same key, and when it
    /// would leave the entity as the server last confirmed it — a favourite, then an unfavourite — it
    /// cancels them out and nothing is sent. Defaults to `nil`: never replaced.
    var replacementKey: String? { get }
}

extension OutboxOperation {
    /// The type's name.
    public static var kind: String { String(describing: Self.self) }

    /// `nil`: the operation is sent whatever follows it.
    public var replacementKey: String? { nil }
}
