import StoreFlowable

/// Turns each state a list flowable emits into output.
protocol StateRenderer {
    /// What the list holds.
    associatedtype Item: ScreenItem

    /// Renders one state, with when its content was saved and where it came from (`nil` when it
    /// shows none); called for every state, in order.
    mutating func render(_ state: LoadingState<[Item]>, freshness: ContentFreshness?)
}

extension StateRenderer {
    /// Renders one state whose freshness is not known.
    mutating func render(_ state: LoadingState<[Item]>) {
        render(state, freshness: nil)
    }
}
