/// Iterates two cursors in a task of its own and hands out their latest states combined.
final class CombineStateCursor<Left: Sendable, Right: Sendable, Content: Sendable>: StateCursor {
    /// The latest state of each side, and whether one changed since the consumer last took a state.
    private struct Sides: Sendable {
        var left: LoadingState<Left>?
        var right: LoadingState<Right>?
        var hasUnseenChange = false
    }

    private let leftCursor: any StateCursor<Left>
    private let rightCursor: any StateCursor<Right>
    private let relay: LatestStateRelay<Sides, Content>

    init(
        left: any StateCursor<Left>,
        right: any StateCursor<Right>,
        transform: @escaping @Sendable (Left, Right) -> Content
    ) {
        self.leftCursor = left
        self.rightCursor = right
        relay = LatestStateRelay(Sides()) { sides in
            guard sides.hasUnseenChange, let left = sides.left, let right = sides.right else { return nil }
            sides.hasUnseenChange = false
            return LoadingState.combine(left, right, transform: transform)
        }
    }

    func next() async -> LoadingState<Content>? {
        await relay.next { [leftCursor, rightCursor, relay] in
            Task { [weak relay] in
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { [weak relay] in
                        while let left = await leftCursor.next() {
                            guard let relay else { return }
                            relay.receive {
                                $0.left = left; $0.hasUnseenChange = true
                            }
                        }
                    }
                    group.addTask { [weak relay] in
                        while let right = await rightCursor.next() {
                            guard let relay else { return }
                            relay.receive {
                                $0.right = right; $0.hasUnseenChange = true
                            }
                        }
                    }
                }
                relay?.finish()
            }
        }
    }

    /// The task that reads both sides, once started; it ends after both sides end.
    var reading: Task<Void, Never>? {
        relay.task
    }
}
