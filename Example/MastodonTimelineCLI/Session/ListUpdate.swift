import StoreFlowable

/// One state of a screen's list as a session receives it: the state, how fresh its content is, and,
/// for a timeline that keeps its place, its gaps and the reading position saved with it.
struct ListUpdate<Item: ScreenItem>: Sendable {
    /// The state, as the flowable published it.
    let state: LoadingState<[Item]>
    /// When the content was saved and where it came from; `nil` while none is known.
    let freshness: ContentFreshness?
    /// Where posts are missing in the content, top to bottom; empty for lists that keep no gaps.
    var gaps: [ListGap] = []
    /// The ID of the item the reading position was saved at, if any.
    var anchorID: String?

    /// The update of a list that keeps no gaps.
    init(_ update: StateWithFreshness<[Item]>) {
        state = update.state
        freshness = update.freshness
    }

    /// The update of a timeline that keeps its place.
    init(_ update: StateWithGaps<Item>) {
        state = update.state
        freshness = update.freshness
        gaps = update.gaps
        anchorID = update.anchor?.itemID
    }

    /// A state with its freshness and gaps.
    init(
        state: LoadingState<[Item]>, freshness: ContentFreshness?, gaps: [ListGap] = [],
        anchorID: String? = nil
    ) {
        self.state = state
        self.freshness = freshness
        self.gaps = gaps
        self.anchorID = anchorID
    }

    /// The gap with `id`, if the content still has it.
    func gap(_ id: UInt64) -> ListGap? {
        gaps.first { $0.id == id }
    }
}
