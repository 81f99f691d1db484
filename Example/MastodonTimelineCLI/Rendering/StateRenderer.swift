import MastodonAPI
import StoreFlowable

/// Turns each state a timeline flowable emits into output.
protocol StateRenderer {
    /// Renders one state; called for every state, in order.
    mutating func render(_ state: LoadingState<[Status]>)
}
