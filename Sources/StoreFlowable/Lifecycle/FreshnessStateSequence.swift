/// The states of a flowable with the freshness of their content, as an `AsyncSequence`: what a screen
/// that says "updated 2 min ago" or "offline" iterates.
///
/// It behaves like ``LoadingStateSequence`` in every other way: the first state arrives at once, a slow
/// consumer gets the latest state, and the sequence ends when the consuming task is cancelled.
///
/// ```swift
/// for await update in timeline.publishWithFreshness() {
///     render(update.state, savedAt: update.freshness?.savedAt, offline: update.freshness?.origin == .disk)
/// }
/// ```
public struct FreshnessStateSequence<Content: Sendable>: AsyncSequence, Sendable {
    /// A state with its freshness.
    public typealias Element = StateWithFreshness<Content>
    /// The sequence never throws.
    public typealias Failure = Never

    let makeCursor: @Sendable () -> any FreshnessCursor<Content>

    init(_ makeCursor: @escaping @Sendable () -> any FreshnessCursor<Content>) {
        self.makeCursor = makeCursor
    }

    /// Starts an iteration: a new subscriber.
    public func makeAsyncIterator() -> Iterator {
        Iterator(cursor: makeCursor())
    }

    /// An iteration of a ``FreshnessStateSequence``. Dropping it ends the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        /// A state with its freshness.
        public typealias Element = StateWithFreshness<Content>
        /// The iteration never throws.
        public typealias Failure = Never

        let cursor: any FreshnessCursor<Content>

        /// The next state; `nil` once the consuming task is cancelled.
        public mutating func next() async -> StateWithFreshness<Content>? {
            await cursor.nextWithFreshness()
        }

        /// The next state; `nil` once the consuming task is cancelled.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> StateWithFreshness<
            Content
        >? {
            await cursor.nextWithFreshness()
        }
    }
}

/// Produces the states, with their freshness, of one iteration of a ``FreshnessStateSequence``.
protocol FreshnessCursor<Content>: AnyObject, Sendable {
    associatedtype Content: Sendable
    /// The next state with its freshness, or `nil` when the iteration is over.
    func nextWithFreshness() async -> StateWithFreshness<Content>?
}
