import StoreFlowable

/// Turns each state a list flowable emits into output.
protocol StateRenderer {
    /// What the list holds.
    associatedtype Item: ScreenItem

    /// Renders one state, with when its content was saved and where it came from (`nil` when it
    /// shows none); called for every state, in order.
    mutating func render(_ state: LoadingState<[Item]>, freshness: ContentFreshness?)

    /// Renders one state with its gaps and reading position; a renderer that shows no gaps renders
    /// its state and freshness.
    mutating func render(_ update: ListUpdate<Item>)
}

extension StateRenderer {
    /// Renders one state whose freshness is not known.
    mutating func render(_ state: LoadingState<[Item]>) {
        render(state, freshness: nil)
    }

    mutating func render(_ update: ListUpdate<Item>) {
        render(update.state, freshness: update.freshness)
    }
}
