/// The states of a ``StoreFlowable``, as an `AsyncSequence` that a `for await` loop consumes.
///
/// - The first state arrives at once: the cached content (`.completed`), or `.loading` when a fetch
///   starts because the cache is absent, expired or refused by `needRefresh`.
/// - After that, every change of the cacher's content for the param, made through any flowable on the same
///   cacher, and every fetch's start and end.
/// - A consumer that is slower than the changes gets the latest state, never a backlog.
/// - A flowable's sequence never throws and never finishes on its own; errors travel inside
///   ``LoadingState/error(rawError:content:)``. It ends when the consuming task is cancelled, and
///   breaking out of the loop releases the subscription at once. (A sequence made from one of your own
///   with ``init(_:)`` also ends with it.)
///
/// The sequence is a description: creating it does nothing, and each iteration is a subscriber of
/// its own. Work shared with other subscribers, such as a fetch in flight, goes on when one stops.
public struct LoadingStateSequence<Content: Sendable>: AsyncSequence, Sendable {
    /// The states of the flowable.
    public typealias Element = LoadingState<Content>
    /// The sequence never throws.
    public typealias Failure = Never

    let makeCursor: @Sendable () -> any StateCursor<Content>

    init(_ makeCursor: @escaping @Sendable () -> any StateCursor<Content>) {
        self.makeCursor = makeCursor
    }

    /// The states of any `AsyncSequence` of ``LoadingState``, so that ``mapContent(_:)`` and
    /// ``combineState(_:transform:)`` apply to a sequence of your own.
    ///
    /// Each iteration iterates `base` anew. Like every ``LoadingStateSequence``, a consumer slower than
    /// `base` gets its latest state, never a backlog. The iteration ends once `base` ends (after its last
    /// state) or throws, or when the consuming task is cancelled.
    public init<Base: AsyncSequence & Sendable>(_ base: Base) where Base.Element == LoadingState<Content> {
        self.init { SequenceCursor(base) }
    }

    /// Starts an iteration: a new subscriber.
    public func makeAsyncIterator() -> Iterator {
        Iterator(cursor: makeCursor())
    }

    /// An iteration of a ``LoadingStateSequence``. Dropping it ends the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        /// The states of the flowable.
        public typealias Element = LoadingState<Content>
        /// The iteration never throws.
        public typealias Failure = Never

        let cursor: any StateCursor<Content>

        /// The next state; `nil` once the consuming task is cancelled.
        public mutating func next() async -> LoadingState<Content>? {
            await cursor.next()
        }

        /// The next state; `nil` once the consuming task is cancelled.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> LoadingState<Content>? {
            await cursor.next()
        }
    }
}
