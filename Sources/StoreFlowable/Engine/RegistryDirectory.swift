/// Finds the one ``FlowRegistry`` of a cacher, by the cacher's identity.
///
/// Registries are held by the flowables that use them and only weakly here, so a cacher nobody builds
/// flowables on any more costs nothing. A registry holds its cacher, so the identity is not reused
/// while the registry lives.
enum RegistryDirectory {
    private struct Entry: @unchecked Sendable {
        // Read and written only under `entries`' lock.
        weak var registry: AnyObject?
    }

    // Guarded by its own lock: the registry of every cacher that has one.
    private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

    /// The registry of `cacher`, created on first use.
    static func registry<C: Cacher>(for cacher: C) -> FlowRegistry<C> {
        let id = ObjectIdentifier(cacher)
        while true {
            // Registries are released outside the lock: a registry's deinit takes it.
            let found = entries.withLock { $0[id]?.registry }
            if let found = found as? FlowRegistry<C> { return found }
            let created = FlowRegistry(cacher: cacher)
            let existing = entries.withLock { entries -> AnyObject? in
                if let live = entries[id]?.registry { return live }
                entries[id] = Entry(registry: created)
                return nil
            }
            if existing == nil {
                created.listenForChanges()
                return created
            }
        }
    }

    /// The registry of `cacher`, if it has one.
    static func existingRegistry<C: Cacher>(for cacher: C) -> FlowRegistry<C>? {
        let found = entries.withLock { $0[ObjectIdentifier(cacher)]?.registry }
        return found as? FlowRegistry<C>
    }

    /// Drops the entry of a cacher whose registry has gone.
    static func forget(_ id: ObjectIdentifier) {
        entries.withLock { entries in
            if let entry = entries[id], entry.registry == nil { entries[id] = nil }
        }
    }

    /// The number of cachers with a live registry.
    static var count: Int {
        entries.withLock { $0.values.filter { $0.registry != nil }.count }
    }
}
