/// What a reference in a compact row resolves to.
enum ResolvedEntity {
    /// The entity's value.
    case found(any PersistentEntity)
    /// No row holds it (it was evicted or removed) or its row does not decode.
    case missing
    /// It is an entity being decoded already, further out: the references go round in a loop.
    case loop
}

/// Finds the entity a compact row refers to, by its type's `persistentName` and stored ID, and its type
/// when the decoder knows it.
typealias EntityResolver = (_ reference: EntityRow.Reference, _ type: (any PersistentEntity.Type)?) ->
    ResolvedEntity
