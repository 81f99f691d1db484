/// The states of a list with its gaps and reading position, as an `AsyncSequence`: what a timeline
/// screen that keeps its place iterates.
///
/// It behaves like ``LoadingStateSequence`` in every other way: the first state arrives at once, a slow
/// consumer gets the latest state, and the sequence ends when the consuming task is cancelled.
public struct GapStateSequence<Item: Identifiable & Sendable>: AsyncSequence, Sendable
where Item.ID: Sendable {
    /// A state with its gaps.
    public typealias Element = StateWithGaps<Item>
    /// The sequence never throws.
    public typealias Failure = Never

    let makeCursor: @Sendable () -> Subscription<[Item]>

    init(_ makeCursor: @escaping @Sendable () -> Subscription<[Item]>) {
        self.makeCursor = makeCursor
    }

    /// Starts an iteration: a new subscriber.
    public func makeAsyncIterator() -> Iterator {
        Iterator(cursor: makeCursor())
    }

    /// An iteration of a ``GapStateSequence``. Dropping it ends the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        /// A state with its gaps.
        public typealias Element = StateWithGaps<Item>
        /// The iteration never throws.
        public typealias Failure = Never

        let cursor: Subscription<[Item]>

        /// The next state; `nil` once the consuming task is cancelled.
        public mutating func next() async -> StateWithGaps<Item>? {
            await cursor.nextWithGaps()
        }

        /// The next state; `nil` once the consuming task is cancelled.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> StateWithGaps<Item>? {
            await cursor.nextWithGaps()
        }
    }
}
