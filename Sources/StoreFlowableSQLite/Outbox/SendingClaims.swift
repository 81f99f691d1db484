import StoreFlowable

/// Which entry a send has under way, and which entries were withdrawn (replaced or discarded) since
/// sends began: a send never starts a withdrawn entry, and an entry under way is never withdrawn.
final class SendingClaims: Sendable {
    private struct State {
        var underWay: Int?
        var withdrawn: Set<Int> = []
    }

    private let state = Locked(State())

    /// Marks entry `id` under way; `false` when it was withdrawn.
    func claim(_ id: Int) -> Bool {
        state.withLock { state in
            guard !state.withdrawn.contains(id) else { return false }
            state.underWay = id
            return true
        }
    }

    /// Entry `id` is no longer under way.
    func finish(_ id: Int) {
        state.withLock { state in if state.underWay == id { state.underWay = nil } }
    }

    /// Withdraws entry `id`; `false` when it is under way.
    func withdraw(_ id: Int) -> Bool {
        state.withLock { state in
            guard state.underWay != id else { return false }
            state.withdrawn.insert(id)
            return true
        }
    }

    /// Withdraws every entry of `ids`, or none when one is under way; whether it did.
    func withdraw(all ids: [Int]) -> Bool {
        state.withLock { state in
            guard state.underWay.map({ !ids.contains($0) }) ?? true else { return false }
            state.withdrawn.formUnion(ids)
            return true
        }
    }

    /// Undoes ``withdraw(_:)`` of entries whose removal was not committed.
    func restore(_ ids: some Sequence<Int>) {
        state.withLock { state in state.withdrawn.subtract(ids) }
    }
}
