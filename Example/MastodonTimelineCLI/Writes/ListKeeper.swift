import StoreFlowable

/// A renderer that shows nothing: a write keeps each open list's states in its session and shows
/// them step by step itself.
struct ListKeeper<Item: ScreenItem>: StateRenderer {
    func render(_ state: LoadingState<[Item]>, freshness: ContentFreshness?) {}
}
