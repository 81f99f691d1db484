/// A state of a list with what changed in its content since the state before it.
public struct StateWithDifference<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
    /// The state, as ``LoadingStateSequence`` hands it out.
    public let state: LoadingState<[Item]>
    /// What changed from the content of the subscriber's previous state to this one's.
    public let difference: ListDifference<Item.ID>

    /// A state with the difference that leads to it.
    public init(state: LoadingState<[Item]>, difference: ListDifference<Item.ID>) {
        self.state = state
        self.difference = difference
    }
}
