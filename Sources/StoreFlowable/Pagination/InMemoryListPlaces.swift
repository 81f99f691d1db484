import Synchronization

/// What an ``InMemoryPaginationCacher`` keeps of its lists' places: nothing for items that are not
/// `Identifiable` (``NoListPlaces``), ``InMemoryListPlaces`` for items that are.
protocol ListPlacesKeeping<Param, Item, Key>: Sendable {
    associatedtype Param: Hashable & Sendable
    associatedtype Item: Sendable
    associatedtype Key: Hashable & Sendable

    /// The list of `param` was set anew as a whole (its gaps are gone, its position stays), or removed.
    func listReplaced(_ param: Param, removed: Bool)
    /// Forgets the places of every list but those of `params`.
    func keepOnly(_ params: Set<Param>)
    func removeAll()
    /// The gap operations of the list for `param` of `cacher`.
    func gapOperations(
        of cacher: InMemoryPaginationCacher<Param, Item, Key>, param: Param,
        fetchPage: @escaping GapOperations.FetchPage
    ) -> GapOperations?
}

/// The places of a cacher whose items are not `Identifiable`: none.
struct NoListPlaces<Param: Hashable & Sendable, Item: Sendable, Key: Hashable & Sendable>: ListPlacesKeeping {
    func listReplaced(_ param: Param, removed: Bool) {}
    func keepOnly(_ params: Set<Param>) {}
    func removeAll() {}
    func gapOperations(
        of cacher: InMemoryPaginationCacher<Param, Item, Key>, param: Param,
        fetchPage: @escaping GapOperations.FetchPage
    ) -> GapOperations? { nil }
}

/// The gaps and reading positions of the lists of an ``InMemoryPaginationCacher`` of `Identifiable`
/// items, by param.
final class InMemoryListPlaces<
    Param: Hashable & Sendable, Item: Identifiable & Sendable, Key: Hashable & Sendable
>:
    ListPlacesKeeping
where Item.ID: Sendable {
    // Guarded by its own lock: the places of the lists that have any.
    private let table = Locked<[Param: ListPlaces<Item.ID, Key>]>([:])
    /// Whether any list has places: while none has, a list set anew costs no lock.
    private let inUse = Atomic<Bool>(false)

    func read(_ param: Param) -> ListPlaces<Item.ID, Key> {
        guard inUse.load(ordering: .relaxed) else { return ListPlaces() }
        return table.withLock { $0[param] } ?? ListPlaces()
    }

    func write(_ places: ListPlaces<Item.ID, Key>, for param: Param) {
        change { $0[param] = places.isEmpty ? nil : places }
    }

    func listReplaced(_ param: Param, removed: Bool) {
        guard inUse.load(ordering: .relaxed) else { return }
        change { table in
            let kept = removed ? nil : table[param]?.replacingList
            table[param] = kept?.isEmpty == false ? kept : nil
        }
    }

    func keepOnly(_ params: Set<Param>) {
        guard inUse.load(ordering: .relaxed) else { return }
        change { $0 = $0.filter { params.contains($0.key) } }
    }

    func removeAll() {
        change { $0.removeAll() }
    }

    private func change(_ body: (inout [Param: ListPlaces<Item.ID, Key>]) -> Void) {
        table.withLock { table in
            body(&table)
            inUse.store(!table.isEmpty, ordering: .relaxed)
        }
    }

    func gapOperations(
        of cacher: InMemoryPaginationCacher<Param, Item, Key>, param: Param,
        fetchPage: @escaping GapOperations.FetchPage
    ) -> GapOperations? {
        GapOperations(
            cacher: InMemoryGapKeeper(cacher: cacher, places: self), param: param, fetchPage: fetchPage)
    }
}
