/// Produces the states of one iteration of a ``LoadingStateSequence``.
protocol StateCursor<Content>: AnyObject, Sendable {
    associatedtype Content: Sendable
    /// The next state, or `nil` when the iteration is over.
    func next() async -> LoadingState<Content>?
}
