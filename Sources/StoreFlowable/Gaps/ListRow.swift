/// One row of a list with gaps: an item, or a gap between two items. What a SwiftUI `List` iterates.
///
/// ```swift
/// ForEach(update.rows) { row in
///     switch row {
///     case .item(let post): PostRow(post: post)
///     case .gap(let gap): GapRow(gap: gap)
///     }
/// }
/// ```
public enum ListRow<Item: Identifiable & Sendable>: Sendable, Identifiable where Item.ID: Sendable {
    /// An item of the list.
    case item(Item)
    /// A gap where items are missing.
    case gap(ListGap)

    /// The identity of a row: its item's, or its gap's.
    public enum ID: Hashable, Sendable {
        /// The row of the item with this ID.
        case item(Item.ID)
        /// The row of the gap with this ID.
        case gap(UInt64)
    }

    /// The row's identity, stable while the row is shown.
    public var id: ID {
        switch self {
        case .item(let item): return .item(item.id)
        case .gap(let gap): return .gap(gap.id)
        }
    }
}
