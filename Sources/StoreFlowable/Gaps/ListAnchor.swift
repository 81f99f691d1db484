/// A reading position in a list: the item the user was looking at and how far it was scrolled, kept with
/// the list (on disk with `SQLiteListCacher`) so that an app reopens where the user was.
///
/// Save it with ``AnyPaginationStoreFlowable/saveAnchor(_:)``; it comes back in every
/// ``StateWithGaps`` of the list, the first one included, until it is saved anew. Refreshes, expiry
/// refetches and pages keep it.
public struct ListAnchor<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// The ID of the item the position is at.
    public var itemID: ItemID
    /// The app's own measure of how far past the item's top the position is, in points for instance.
    public var offset: Double

    /// A position `offset` past the top of the item `itemID`.
    public init(itemID: ItemID, offset: Double = 0) {
        self.itemID = itemID
        self.offset = offset
    }
}

extension ListAnchor: Codable where ItemID: Codable {}
