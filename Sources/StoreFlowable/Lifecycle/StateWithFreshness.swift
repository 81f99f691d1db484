/// A state with the freshness of its content: when it was saved and where it came from.
public struct StateWithFreshness<Content: Sendable>: Sendable {
    /// The state, as ``LoadingStateSequence`` hands it out.
    public let state: LoadingState<Content>
    /// How old the state's content is and where it came from; `nil` while no content is known.
    public let freshness: ContentFreshness?

    /// A state with its freshness.
    public init(state: LoadingState<Content>, freshness: ContentFreshness?) {
        self.state = state
        self.freshness = freshness
    }
}
