/// A state of a list with its gaps and its reading position: what ``GapStateSequence`` hands out.
///
/// ```swift
/// for await update in timeline.publishWithGaps() {
///     show(update.rows, scrolledTo: update.anchor)
/// }
/// ```
public struct StateWithGaps<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
    /// The state, as ``LoadingStateSequence`` hands it out.
    public let state: LoadingState<[Item]>
    /// The gaps of the state's content, top to bottom; empty when it has none or no content.
    public let gaps: [ListGap]
    /// The reading position last saved for the list, if any.
    public let anchor: ListAnchor<Item.ID>?
    /// How old the state's content is and where it came from, as ``StateWithFreshness`` says; `nil`
    /// while no content is known.
    public let freshness: ContentFreshness?

    /// A state with its gaps, reading position and freshness.
    public init(
        state: LoadingState<[Item]>, gaps: [ListGap], anchor: ListAnchor<Item.ID>?,
        freshness: ContentFreshness? = nil
    ) {
        self.state = state
        self.gaps = gaps
        self.anchor = anchor
        self.freshness = freshness
    }

    /// The content's items with a row for each gap where it lies; empty with no content.
    public var rows: [ListRow<Item>] {
        guard let items = state.content else { return [] }
        var rows: [ListRow<Item>] = []
        rows.reserveCapacity(items.count + gaps.count)
        var gaps = self.gaps.makeIterator()
        var gap = gaps.next()
        for (index, item) in items.enumerated() {
            while let shown = gap, shown.index <= index {
                rows.append(.gap(shown))
                gap = gaps.next()
            }
            rows.append(.item(item))
        }
        while let shown = gap {
            rows.append(.gap(shown))
            gap = gaps.next()
        }
        return rows
    }
}
