/// The state a new subscriber would start with, worked out without suspending.
extension FlowEngine {
    /// The state the param's subscribers see; with none, the state made from what the cacher can read
    /// without suspending: `.completed` for valid content, `.loading(content:)` for content that a
    /// subscriber would refetch, `.loading(content: nil)` when nothing can be read at once.
    @usableFromInline
    func currentState<Content: Sendable>(as type: Content.Type) -> LoadingState<Content> {
        let known = registry.inspect(key) { machine -> (shown: LoadingState<any Sendable>?, settled: Bool) in
            let settled: Bool
            if case .idle = machine.whole { settled = true } else { settled = false }
            return (machine.hasSubscribers ? machine.current : nil, settled)
        }
        if let shown = known?.shown { return shown.typed(as: type) }
        guard let peeked = access.peek(), let data = peeked.data as? Content else {
            return .loading(content: nil)
        }
        guard known?.settled ?? true, isValid(cachedAt: peeked.cachedAt) else {
            return .loading(content: data)
        }
        let keys = paging?.peekKeys()
        let snapshot = Snapshot(
            data: data, cachedAt: peeked.cachedAt, nextKey: keys?.next, prevKey: keys?.prev)
        return .completed(
            content: data,
            next: .fixed(canRequestAdditionalData: snapshot.canRequest(.next)),
            prev: .fixed(canRequestAdditionalData: snapshot.canRequest(.prev)))
    }

    /// Whether content saved at `cachedAt` is neither expired nor invalidated.
    private func isValid(cachedAt: Double?) -> Bool {
        guard let cachedAt, access.now() <= cachedAt + access.expireSeconds() else { return false }
        return !registry.isInvalidated(key, cachedAt: cachedAt)
    }
}
