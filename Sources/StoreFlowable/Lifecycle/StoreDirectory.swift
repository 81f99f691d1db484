/// The stores that hold data for many cachers (entity stores, databases), so that
/// ``CacheLifecycle/clearAll()`` empties them too. Held weakly: a store nobody uses costs nothing.
package enum StoreDirectory {
    /// A store that can be emptied.
    package protocol ClearableStore: AnyObject, Sendable {
        /// Drops everything the store keeps.
        func removeAllData() async throws
    }

    // Unchecked: a weak reference, read and written only under the lock of `StoreDirectory.entries`.
    private struct Entry: @unchecked Sendable {
        weak var store: (any ClearableStore)?
    }

    // Guarded by its own lock: every store registered and still alive.
    private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

    /// Registers `store`, so that clearing everything empties it.
    package static func register(_ store: some ClearableStore) {
        entries.withLock { entries in
            entries = entries.filter { $0.value.store != nil }
            entries[ObjectIdentifier(store)] = Entry(store: store)
        }
    }

    /// Every registered store still alive.
    static var all: [any ClearableStore] {
        entries.withLock { $0.values.compactMap(\.store) }
    }
}

extension EntityStore: StoreDirectory.ClearableStore {}
