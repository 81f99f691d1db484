/// What a list keeps besides its items and end keys: its gaps, top to bottom, and its reading position.
/// Gaps are found by the IDs of the items around them, so that items removed from the list, or added
/// anywhere, never move a gap to the wrong place.
package struct ListPlaces<ID: Hashable & Sendable, Key: Hashable & Sendable>: Hashable, Sendable {
    /// One gap: between the item `above` and the item `below`, with the keys that load it.
    package struct Gap: Hashable, Sendable {
        package var id: UInt64
        package var above: ID
        package var below: ID
        /// The next key of the part above: loads the gap from its top.
        package var nextKey: Key?
        /// The previous key of the part below: loads the gap from its bottom.
        package var prevKey: Key?

        package init(id: UInt64, above: ID, below: ID, nextKey: Key?, prevKey: Key?) {
            self.id = id
            self.above = above
            self.below = below
            self.nextKey = nextKey
            self.prevKey = prevKey
        }

        /// The key that loads the gap from `edge`, when it is neither `nil` nor empty.
        package func key(from edge: ListGap.Edge) -> Key? {
            let key = edge == .top ? nextKey : prevKey
            return PageKey.isOpen(key) ? key : nil
        }

        /// Whether no key can load the gap any more: it is then dropped.
        var isExhausted: Bool { key(from: .top) == nil && key(from: .bottom) == nil }
    }

    package var gaps: [Gap]
    package var anchor: ListAnchor<ID>?

    package init(gaps: [Gap] = [], anchor: ListAnchor<ID>? = nil) {
        self.gaps = gaps
        self.anchor = anchor
    }

    /// Whether there is nothing to keep.
    package var isEmpty: Bool { gaps.isEmpty && anchor == nil }

    /// The places once the list is replaced as a whole: its gaps no longer exist, its position is kept.
    package var replacingList: ListPlaces {
        ListPlaces(anchor: anchor)
    }

    /// The gap `id`, if the list still has it.
    package func gap(_ id: UInt64) -> Gap? {
        gaps.first { $0.id == id }
    }
}

extension ListPlaces.Gap: Codable where ID: Codable, Key: Codable {}
extension ListPlaces: Codable where ID: Codable, Key: Codable {}
