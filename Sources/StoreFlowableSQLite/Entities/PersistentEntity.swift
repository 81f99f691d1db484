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
    public static var persistentName: String { TypeNames.name(of: Self.self) }
}

/// The names of types, each worked out once: `String(describing:)` of a type costs microseconds, and
/// every row written names its type. `outbox_enqueue_over_floor` (group `outbox`) paid about 2 % of its
/// time for it.
enum TypeNames {
    private static let names = Locked<[ObjectIdentifier: String]>([:])

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
