/// A value stored once in an ``EntityStore``, however many lists show it.
///
/// Conformers declare the entities nested in them by key path, so the store can keep each nested entity
/// once too and re-join its latest version on every read:
///
/// ```swift
/// extension Status: NormalizedEntity {
///     static let relationships: [EntityRelationship<Status>] = [
///         .one(\.account),      // every status has an author
///         .optional(\.reblog),  // a boost wraps the original status
///     ]
/// }
/// ```
///
/// There is no code generation and no reflection: the key paths are the whole description.
public protocol NormalizedEntity: Identifiable, Sendable, Equatable where ID: Sendable {
    /// The entities nested in this one. Defaults to none.
    static var relationships: [EntityRelationship<Self>] { get }
}

extension NormalizedEntity {
    /// No nested entities.
    public static var relationships: [EntityRelationship<Self>] { [] }
}
