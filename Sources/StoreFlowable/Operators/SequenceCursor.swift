/// The cursor of a ``LoadingStateSequence`` made from another `AsyncSequence` of states: a task reads
/// the base sequence and keeps its latest state for the consumer, so a slow consumer gets the latest
/// state, never a backlog. It ends after the base sequence ends (its last state delivered), throws,
/// or when the consuming task is cancelled.
final class SequenceCursor<Base: AsyncSequence & Sendable, Content: Sendable>: StateCursor
where Base.Element == LoadingState<Content> {
    private let base: Base
    private let relay = LatestStateRelay<LoadingState<Content>?, Content>(nil) { latest in
        defer { latest = nil }
        return latest
    }

    init(_ base: Base) {
        self.base = base
    }

    func next() async -> LoadingState<Content>? {
        await relay.next { [base, relay] in
            Task { [weak relay] in
                do {
                    for try await element in base {
                        guard let relay else { return }
                        relay.receive { $0 = element }
                    }
                } catch {}
                relay?.finish()
            }
        }
    }
}
