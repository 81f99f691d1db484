/// Finds the one ``FlowRegistry`` of a cacher, by the cacher's identity.
///
/// Registries are held by the flowables that use them and only weakly here, so a cacher nobody builds
/// flowables on any more costs nothing. A registry holds its cacher, so the identity is not reused
/// while the registry lives.
enum RegistryDirectory {
    // Unchecked: weak references, read and written only under the lock of `RegistryDirectory.entries`.
    private struct Entry: @unchecked Sendable {
        weak var registry: FlowRegistry?
        /// Held while the registry keeps invalidations, which must outlive the flowables that made it.
        var pinned: FlowRegistry?
        /// The cacher, to tell whether `fetchedHere` still describes it once its registry has gone.
        weak var cacher: AnyObject?
        /// The params whose content this process fetched (``FlowRegistry/fetchedHere``): kept while the
        /// cacher lives, for its next registry.
        let fetchedHere: FetchedParams
    }

    // Guarded by its own lock: the registry of every cacher that has one.
    private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

    /// The registry of `cacher`, created on first use.
    static func registry<C: Cacher>(for cacher: C) -> FlowRegistry {
        let id = ObjectIdentifier(cacher)
        while true {
            // Registries are released outside the lock: a registry's deinit takes it.
            let (found, fetchedHere) = entries.withLock { entries in
                let entry = entries[id].flatMap { $0.cacher == nil ? nil : $0 }
                return (entry?.registry, entry?.fetchedHere ?? FetchedParams())
            }
            if let found { return found }
            let created = FlowRegistry(
                cacher: cacher,
                storage: RegistryStorage(
                    readData: ListRevisions.reader(of: cacher) ?? { key in
                        guard let param = key.value as? C.Param else { return (nil, nil) }
                        return (await cacher.loadData(param: param), nil)
                    },
                    peekData: Self.announcedChangesPeeker(of: cacher),
                    removeAll: { try await cacher.removeAllData() },
                    now: { cacher.clock.now() },
                    expireSeconds: { cacher.expireSeconds }),
                fetchedHere: fetchedHere)
            let existing = entries.withLock { entries -> FlowRegistry? in
                if let live = entries[id]?.registry { return live }
                // Entries kept for their fetches go with their cachers: looked for each time the count
                // reaches a power of two, so that creating a registry does not cost a pass over them all.
                let count = entries.count
                if count >= 64, count & (count - 1) == 0 {
                    entries = entries.filter { $0.value.registry != nil || $0.value.cacher != nil }
                }
                entries[id] = Entry(registry: created, cacher: cacher, fetchedHere: fetchedHere)
                return nil
            }
            guard let existing else {
                if let changes = cacher.changes { created.listen(to: changes) }
                return created
            }
            return existing
        }
    }

    /// Reads a param's content without suspending, to show a change `cacher` announced at once; `nil`
    /// for a cacher not of this library. A cacher of your own may announce while holding a lock its
    /// `peekData` takes, so its changes are read back in a task of their own.
    private static func announcedChangesPeeker<C: Cacher>(
        of cacher: C
    ) -> (@Sendable (ParamKey) -> (data: (any Sendable)?, revision: UInt64?)?)? {
        if let peeker = ListRevisions.peeker(of: cacher) { return peeker }
        guard cacher is any StaleOnlyByTime else { return nil }
        return { key in
            guard let param = key.value as? C.Param, let read = cacher.peekData(param: param) else {
                return nil
            }
            return (read.data, nil)
        }
    }

    /// The registry of `cacher`, if it has one.
    static func existingRegistry(for cacher: some Cacher) -> FlowRegistry? {
        entries.withLock { $0[ObjectIdentifier(cacher)]?.registry }
    }

    /// Keeps `registry` alive (and its cacher) while it keeps invalidations, or lets it go.
    static func pin(_ registry: FlowRegistry, _ pinned: Bool) {
        let released = entries.withLock { entries -> FlowRegistry? in
            let id = ObjectIdentifier(registry.cacher)
            let previous = entries[id]?.pinned
            entries[id]?.pinned = pinned ? registry : nil
            return previous
        }
        // Released outside the lock: a registry's deinit takes it.
        _ = released
    }

    /// The registry of every cacher that has one.
    static var allRegistries: [FlowRegistry] {
        entries.withLock { $0.values.compactMap(\.registry) }
    }

    /// Drops the entry of a cacher whose registry has gone, unless it remembers fetches for the cacher's
    /// next registry.
    static func forget(_ id: ObjectIdentifier) {
        entries.withLock { entries in
            guard let entry = entries[id], entry.registry == nil else { return }
            if entry.cacher == nil || entry.fetchedHere.isEmpty { entries[id] = nil }
        }
    }
}
