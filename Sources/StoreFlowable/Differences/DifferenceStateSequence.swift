/// The states of a list, each with what changed in it since the state before, as an `AsyncSequence`:
/// what a screen that animates its rows iterates.
///
/// It behaves like ``LoadingStateSequence`` in every other way: the first state arrives at once, a slow
/// consumer gets the latest state — with a difference that covers every change it did not see — and the
/// sequence ends when the consuming task is cancelled.
///
/// ```swift
/// var ids: [Post.ID] = []
/// for await update in feed.publishWithDifferences() {
///     ids = ids.applying(update.difference.changes) ?? update.state.content?.map(\.id) ?? []
///     animate(update.difference, showing: update.state.content ?? [])
/// }
/// ```
public struct DifferenceStateSequence<Item: Identifiable & Sendable>: AsyncSequence, Sendable
where Item.ID: Sendable {
    /// A state with its difference.
    public typealias Element = StateWithDifference<Item>
    /// The sequence never throws.
    public typealias Failure = Never

    let engine: FlowEngine
    let start: Subscription<[Item]>.Start

    init(engine: FlowEngine, start: Subscription<[Item]>.Start) {
        self.engine = engine
        self.start = start
    }

    /// Starts an iteration: a new subscriber.
    public func makeAsyncIterator() -> Iterator {
        Iterator(cursor: DifferenceCursor(engine: engine, start: start))
    }

    /// An iteration of a ``DifferenceStateSequence``. Dropping it ends the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        /// A state with its difference.
        public typealias Element = StateWithDifference<Item>
        /// The iteration never throws.
        public typealias Failure = Never

        let cursor: DifferenceCursor<Item>
        var tracker: ListDifferenceTracker<Item>

        init(cursor: DifferenceCursor<Item>) {
            self.cursor = cursor
            tracker = ListDifferenceTracker(revisions: cursor.revisions)
        }

        /// The next state with its difference; `nil` once the consuming task is cancelled.
        public mutating func next() async -> StateWithDifference<Item>? {
            guard let read = await cursor.subscription.nextWithRevision() else { return nil }
            return difference(to: read)
        }

        /// The next state with its difference; `nil` once the consuming task is cancelled.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> StateWithDifference<Item>?
        {
            guard let read = await cursor.subscription.nextWithRevision() else { return nil }
            return difference(to: read)
        }

        /// The next state with the revision of its content: the first half of ``next()``.
        package func nextState() async -> (state: LoadingState<[Item]>, revision: UInt64?)? {
            await cursor.subscription.nextWithRevision()
        }

        /// The state with its difference from the state before: the second half of ``next()``.
        package mutating func difference(
            to read: (state: LoadingState<[Item]>, revision: UInt64?)
        ) -> StateWithDifference<Item> {
            StateWithDifference(
                state: read.state,
                difference: tracker.advance(to: read.state.content, revision: read.revision))
        }
    }
}

/// The subscription of one iteration of a ``DifferenceStateSequence``: while it lives, the cacher keeps
/// the changes of the list for it.
final class DifferenceCursor<Item: Sendable>: Sendable {
    let subscription: Subscription<[Item]>
    let revisions: ListRevisions?
    private let registry: FlowRegistry

    init(engine: FlowEngine, start: Subscription<[Item]>.Start) {
        subscription = Subscription(engine: engine, start: start)
        revisions = engine.access.revisions
        registry = engine.registry
        // Before the first state is read, so that every change after it is kept.
        registry.differenceFollowers.add(1, ordering: .relaxed)
        revisions?.follow()
    }

    deinit {
        revisions?.unfollow()
        registry.differenceFollowers.subtract(1, ordering: .relaxed)
    }
}
