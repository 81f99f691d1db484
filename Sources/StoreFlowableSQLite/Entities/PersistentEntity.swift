import StoreFlowable

/// A `NormalizedEntity` that a ``SQLiteStore`` can keep on disk: it is `Codable`, and
/// has a name its rows are stored under.
///
/// ```swift
/// extension Status: PersistentEntity {}   // stored as "Status"
/// ```
///
/// Rows are found by name, so renaming a type keeps its rows only if ``persistentName`` stays.
public protocol PersistentEntity: NormalizedEntity, Codable where ID: Codable {
    /// The name the entity's rows are stored under. Defaults to the type's name.
    static var persistentName: String { get }
}

extension PersistentEntity {
    /// The type's name.
    public static var persistentName: String { String(describing: Self.self) }
}
