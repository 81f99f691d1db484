/// A stored entity an app deletes on its server, kept on disk until the server has it: the entity is
/// hidden at once from the store and every list, and again after every restart, until the server takes
/// the deletion (the entity is then removed from disk) or refuses it (it is shown again).
///
/// ```swift
/// struct DeletePost: OutboxDeletion {
///     typealias Entity = Status
///     var entityID: String
/// }
/// ```
///
/// A deletion of a draft whose ``OutboxCreation`` waits unsent cancels both: nothing is sent.
public protocol OutboxDeletion: Codable, Sendable {
    /// The entity the operation deletes.
    associatedtype Entity: PersistentEntity

    /// The name the operation is stored under. Defaults to the type's name.
    static var kind: String { get }

    /// The ID of the entity to delete. On a draft, the outbox sets it to the server's ID once the draft
    /// is created, before the deletion is sent.
    var entityID: Entity.ID { get set }
}

extension OutboxDeletion {
    /// The type's name.
    public static var kind: String { String(describing: Self.self) }
}
