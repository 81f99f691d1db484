import StoreFlowable

/// Turns each state a list flowable emits into output.
protocol StateRenderer {
    /// What the list holds.
    associatedtype Item: ScreenItem

    /// Renders one state; called for every state, in order.
    mutating func render(_ state: LoadingState<[Item]>)
}
