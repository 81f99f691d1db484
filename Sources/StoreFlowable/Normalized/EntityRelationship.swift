/// A nested entity of `Root`, declared by key path: to-one, optional to-one, or to-many.
///
/// Writing a root writes its nested entities; reading a root re-joins the latest version of each.
/// A root whose to-one entity was removed from the store reads as absent; a to-many relationship drops
/// removed entities.
///
/// Stored entities may refer to each other in a loop (a status that boosts itself, two that boost each
/// other): they are stored as written, and a read cuts the loop where it would come back to an entity it
/// is reading. An optional relationship leading back reads as `nil`, a to-many one leaves that entity
/// out, and a to-one one keeps the nested value as it was written.
public struct EntityRelationship<Root: NormalizedEntity>: Sendable {
    let normalize: @Sendable (inout Root, inout EntityTables) -> Void
    let join: @Sendable (inout Root, EntityTables, UnsafePointer<ReadPath>) -> Bool
    let childKeys: @Sendable (Root) -> [EntityKey]
    let childValues: @Sendable (Root) -> [any NormalizedEntity]
    /// Points the nested entity `old` at `new` instead (an optimistic insertion's temporary entity at the
    /// server's); whether `root` held `old`.
    let retarget: @Sendable (_ root: inout Root, _ old: EntityKey, _ new: any NormalizedEntity) -> Bool
    /// Empties the relationship: an optional one becomes `nil`, a to-many one empty; a to-one one keeps
    /// its entity, hollowed.
    let detach: @Sendable (inout Root) -> Void
    /// Hollows the entities `root` holds through this relationship: see
    /// ``NormalizedEntity/withHollowNested()``.
    let hollowNested: @Sendable (inout Root) -> Void

    /// The entities nested in `root` through this relationship, as `root` holds them.
    package func children(of root: Root) -> [any NormalizedEntity] {
        childValues(root)
    }

    /// A nested entity every root has, such as a status's author.
    public static func one<Target: NormalizedEntity>(
        _ keyPath: WritableKeyPath<Root, Target> & Sendable
    ) -> EntityRelationship {
        EntityRelationship(
            normalize: { root, tables in
                root[keyPath: keyPath] = tables.write(root[keyPath: keyPath])
            },
            join: { root, tables, path in
                let id = root[keyPath: keyPath].id
                if ReadPath.contains(Target.self, id: id, in: path) { return true }
                guard let target = tables.read(Target.self, id: id, inside: path) else { return false }
                root[keyPath: keyPath] = target
                return true
            },
            childKeys: { root in [EntityKey(Target.self, root[keyPath: keyPath].id)] },
            childValues: { root in [root[keyPath: keyPath]] },
            retarget: { root, old, new in
                guard let new = new as? Target, old.id(as: Target.self) == root[keyPath: keyPath].id else {
                    return false
                }
                root[keyPath: keyPath] = new
                return true
            },
            detach: { root in root[keyPath: keyPath] = Target.hollowed(root[keyPath: keyPath]) },
            hollowNested: { root in root[keyPath: keyPath] = Target.hollowed(root[keyPath: keyPath]) }
        )
    }

    /// A nested entity some roots have, such as the original status inside a boost.
    public static func optional<Target: NormalizedEntity>(
        _ keyPath: WritableKeyPath<Root, Target?> & Sendable
    ) -> EntityRelationship {
        EntityRelationship(
            normalize: { root, tables in
                if let target = root[keyPath: keyPath] { root[keyPath: keyPath] = tables.write(target) }
            },
            join: { root, tables, path in
                guard let id = root[keyPath: keyPath]?.id else { return true }
                if ReadPath.contains(Target.self, id: id, in: path) {
                    root[keyPath: keyPath] = nil
                    return true
                }
                guard let target = tables.read(Target.self, id: id, inside: path) else { return false }
                root[keyPath: keyPath] = target
                return true
            },
            childKeys: { root in root[keyPath: keyPath].map { [EntityKey(Target.self, $0.id)] } ?? [] },
            childValues: { root in root[keyPath: keyPath].map { [$0] } ?? [] },
            retarget: { root, old, new in
                guard let new = new as? Target, let id = root[keyPath: keyPath]?.id,
                    old.id(as: Target.self) == id
                else { return false }
                root[keyPath: keyPath] = new
                return true
            },
            detach: { root in root[keyPath: keyPath] = nil },
            hollowNested: { root in root[keyPath: keyPath] = root[keyPath: keyPath].map(Target.hollowed) }
        )
    }

    /// Nested entities in a list, such as a status's mentioned accounts. Removed ones are dropped on read.
    public static func many<Target: NormalizedEntity>(
        _ keyPath: WritableKeyPath<Root, [Target]> & Sendable
    ) -> EntityRelationship {
        EntityRelationship(
            normalize: { root, tables in
                root[keyPath: keyPath] = root[keyPath: keyPath].map { tables.write($0) }
            },
            join: { root, tables, path in
                root[keyPath: keyPath] = root[keyPath: keyPath].compactMap {
                    ReadPath.contains(Target.self, id: $0.id, in: path)
                        ? nil : tables.read(Target.self, id: $0.id, inside: path)
                }
                return true
            },
            childKeys: { root in root[keyPath: keyPath].map { EntityKey(Target.self, $0.id) } },
            childValues: { root in root[keyPath: keyPath] },
            retarget: { root, old, new in
                guard let new = new as? Target, let oldID = old.id(as: Target.self) else { return false }
                var held = false
                for index in root[keyPath: keyPath].indices where root[keyPath: keyPath][index].id == oldID {
                    root[keyPath: keyPath][index] = new
                    held = true
                }
                return held
            },
            detach: { root in root[keyPath: keyPath] = [] },
            hollowNested: { root in root[keyPath: keyPath] = root[keyPath: keyPath].map(Target.hollowed) }
        )
    }
}

extension NormalizedEntity {
    /// The entity with the entities it holds kept one level deep and hollow — each without nested
    /// entities of its own (an optional one `nil`, a to-many one empty, a to-one one hollowed too) — so
    /// that its size does not grow with how deep they nest: what a stored row keeps of them.
    package func withHollowNested() -> Self {
        var hollow = self
        for relationship in Self.relationships { relationship.hollowNested(&hollow) }
        return hollow
    }

    /// `entity` without nested entities: see ``withHollowNested()``.
    static func hollowed(_ entity: Self) -> Self {
        var hollow = entity
        for relationship in relationships { relationship.detach(&hollow) }
        return hollow
    }
}
