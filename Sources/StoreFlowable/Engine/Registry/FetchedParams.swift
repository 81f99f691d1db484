import Synchronization

/// The params of a cacher whose content this process fetched, shared by the cacher's successive
/// registries.
///
/// Most cachers never hold one (their content is written, not fetched) or hold few: while there are
/// none, asking costs one atomic load instead of a lock, which keeps `update_no_subscriber_over_floor`
/// and `publish_first_state_over_floor` (benchmark group `core`) where they were.
final class FetchedParams: Sendable {
    // Guarded by its own lock: the params.
    private let params = Locked(Set<ParamKey>())
    /// How many params `params` holds, written under its lock.
    private let count = Atomic<Int>(0)

    var isEmpty: Bool { count.load(ordering: .acquiring) == 0 }

    func contains(_ param: ParamKey) -> Bool {
        !isEmpty && params.withLock { $0.contains(param) }
    }

    func insert(_ param: ParamKey) {
        params.withLock { params in
            if params.insert(param).inserted { count.store(params.count, ordering: .releasing) }
        }
    }

    func remove(_ param: ParamKey) {
        guard !isEmpty else { return }
        params.withLock { params in
            if params.remove(param) != nil { count.store(params.count, ordering: .releasing) }
        }
    }

    func removeAll() {
        guard !isEmpty else { return }
        params.withLock { params in
            params.removeAll()
            count.store(0, ordering: .releasing)
        }
    }
}
