import StoreFlowable

/// Renders nothing: piped output waits for the list the run ends with and prints it once.
struct SilentRenderer<Item: ScreenItem>: StateRenderer {
    func render(_ state: LoadingState<[Item]>, freshness: ContentFreshness?) {}
}
