/// How a refreshed first page and a gap's pages join a kept list of `Identifiable` items: plain
/// functions of the list, its keys and its places, shared by every cacher that keeps gaps.
package enum GapMerge {
    /// A list with its end keys and places, as a merge leaves them.
    package struct Joined<Item: Identifiable & Sendable, Key: Hashable & Sendable> where Item.ID: Sendable {
        package var list: [Item]
        package var cachedAt: Double?
        package var nextKey: Key?
        package var prevKey: Key?
        package var places: ListPlaces<Item.ID, Key>
        /// After a merge: how many of the list's last items are the kept list's last items, in the same
        /// order; a storage rewrites only the items before them.
        package var unchangedSuffix: Int

        package init(
            list: [Item], cachedAt: Double?, nextKey: Key?, prevKey: Key?, places: ListPlaces<Item.ID, Key>
        ) {
            self.list = list
            self.cachedAt = cachedAt
            self.nextKey = nextKey
            self.prevKey = prevKey
            self.places = places
            unchangedSuffix = list.count
        }
    }

    /// The list after a refresh fetched `page`, its newest page, with the keys around it.
    ///
    /// When the page shares items with the kept list, its items go on top, in its order, and the kept
    /// items below the last one it shares follow: nothing below is lost, and a gap the page bridged
    /// closes. Kept items among those it shares that it does not hold are no longer there on the origin
    /// (deleted): they go. A page without a next key is the whole list: the kept items beyond it go. When it
    /// shares none, the page goes on top with a gap (`newGapID`) between it and the kept list, loaded from
    /// the page's next key or the kept list's previous key. A gap the page reaches into without closing
    /// it then starts below the page, loaded from the page's next key. The list's next key stays the kept
    /// one, its previous key becomes the page's. An empty page leaves the list, its keys and places as
    /// they were.
    ///
    /// - Parameter contains: Whether the kept list holds an ID, when the cacher knows without a pass
    ///   over the list; `nil` builds the set.
    /// - Complexity: O(*m*) lookups for a page of *m* items, one pass over the kept items the page holds
    ///   (found near the top), and one copy of the list.
    package static func refresh<Item: Identifiable & Sendable, Key: Hashable & Sendable>(
        page: [Item], nextKey pageNext: Key?, prevKey pagePrev: Key?,
        into kept: Joined<Item, Key>, contains: ((Item.ID) -> Bool)?, newGapID: UInt64
    ) -> Joined<Item, Key> where Item.ID: Sendable {
        // An empty newest page says nothing of what the list holds: the list is kept as it was.
        guard !page.isEmpty else { return kept.unchanged }
        guard !kept.list.isEmpty else {
            var joined = Joined(
                list: page, cachedAt: kept.cachedAt, nextKey: pageNext, prevKey: pagePrev,
                places: kept.places.replacingList)
            joined.unchangedSuffix = 0
            return joined
        }
        let page = distinct(page)
        // A page with no next key is the whole list.
        guard PageKey.isOpen(pageNext) else {
            var whole = Joined(
                list: page, cachedAt: kept.cachedAt, nextKey: pageNext, prevKey: pagePrev,
                places: kept.places.replacingList)
            whole.unchangedSuffix = 0
            return whole
        }
        let pageIDs = Set(page.lazy.map(\.id))
        let isKept = contains ?? Set(kept.list.lazy.map(\.id)).contains
        let shared = pageIDs.reduce(0) { $0 + (isKept($1) ? 1 : 0) }
        var joined = kept.unchanged
        joined.prevKey = pagePrev
        guard shared > 0 else {
            joined.list = page + kept.list
            if let above = page.last?.id, let below = kept.list.first?.id {
                let gap = ListPlaces<Item.ID, Key>.Gap(
                    id: newGapID, above: above, below: below, nextKey: pageNext, prevKey: kept.prevKey)
                if !gap.isExhausted { joined.places.gaps.insert(gap, at: 0) }
            }
            return joined
        }
        // The kept items the page holds are found from the top, where a refresh meets them.
        var list = page
        list.reserveCapacity(page.count + kept.list.count - shared)
        var found = 0
        var rest = kept.list.startIndex
        var gone: Set<Item.ID> = []
        while rest < kept.list.endIndex, found < shared {
            let item = kept.list[rest]
            if pageIDs.contains(item.id) { found += 1 } else { gone.insert(item.id) }
            rest += 1
        }
        list.append(contentsOf: kept.list[rest...])
        joined.list = list
        joined.unchangedSuffix = kept.list.count - rest
        joined.places.gaps.removeAll { pageIDs.contains($0.below) || gone.contains($0.below) }
        // A gap the page reaches into, short of the part below it, now starts below the page: it loads
        // on from the page's next key, and a page fetched with its old key is dropped.
        if let last = page.last?.id {
            for index in joined.places.gaps.indices {
                let above = joined.places.gaps[index].above
                guard above != last, pageIDs.contains(above) else { continue }
                joined.places.gaps[index].above = last
                joined.places.gaps[index].nextKey = pageNext
            }
            joined.places.gaps.removeAll(where: \.isExhausted)
        }
        return joined
    }

    /// The list after `page`, fetched from `edge` of the gap `id` with `key`, joined it; `nil` when the
    /// gap is gone or no longer loads from that key (a refresh or another page changed it meanwhile):
    /// the page is then dropped.
    ///
    /// The page's new items go into the gap, next to the part they were fetched for. The gap closes when
    /// the page reaches the part on its other side, comes back empty, or brings nothing new; otherwise it
    /// moves past the page, with the key the page returned.
    package static func fill<Item: Identifiable & Sendable, Key: Hashable & Sendable>(
        gap id: UInt64, from edge: ListGap.Edge, with key: Key, page: [Item], keyBeyond: Key?,
        into kept: Joined<Item, Key>, contains: ((Item.ID) -> Bool)?
    ) -> Joined<Item, Key>? where Item.ID: Sendable {
        guard let gapIndex = kept.places.gaps.firstIndex(where: { $0.id == id }) else { return nil }
        var gap = kept.places.gaps[gapIndex]
        guard gap.key(from: edge) == key else { return nil }
        var joined = kept.unchanged
        guard let index = position(of: gap, in: kept.list) else {
            joined.places.gaps.remove(at: gapIndex)
            return joined
        }
        let page = distinct(page)
        let isKept = contains ?? Set(kept.list.lazy.map(\.id)).contains
        let fresh = page.filter { !isKept($0.id) }
        // The part on the other side is looked for next to the gap, as far as a page can reach.
        let pageIDs = Set(page.lazy.map(\.id))
        let reach = 2 * max(page.count, 1)
        let otherSide =
            edge == .top
            ? kept.list[index..<min(index + reach, kept.list.count)]
            : kept.list[max(index - reach, 0)..<index]
        let meets = otherSide.contains { pageIDs.contains($0.id) }
        joined.list.insert(contentsOf: fresh, at: index)
        joined.unchangedSuffix = kept.list.count - index
        if let first = fresh.first, let last = fresh.last, !meets {
            if edge == .top {
                gap.above = last.id
                gap.nextKey = keyBeyond
            } else {
                gap.below = first.id
                gap.prevKey = keyBeyond
            }
            if gap.isExhausted {
                joined.places.gaps.remove(at: gapIndex)
            } else {
                joined.places.gaps[gapIndex] = gap
            }
        } else {
            joined.places.gaps.remove(at: gapIndex)
        }
        return joined
    }

    /// The gaps of `places` as a state shows them in `items`, top to bottom, with their loading states.
    package static func shown<Item: Identifiable, Key: Hashable & Sendable>(
        _ places: ListPlaces<Item.ID, Key>, in items: [Item], loads: [UInt64: AdditionalLoadingState]
    ) -> [ListGap] {
        places.gaps.compactMap { gap in
            position(of: gap, in: items).map { index in
                ListGap(
                    id: gap.id, index: index, canLoadFromTop: gap.key(from: .top) != nil,
                    canLoadFromBottom: gap.key(from: .bottom) != nil,
                    state: loads[gap.id] ?? .fixed(canRequestAdditionalData: true))
            }
        }
        .sorted { $0.index < $1.index }
    }

    /// The index of the first item below `gap` in `items`: the item below it, or the one after the item
    /// above it when the item below is gone; `nil` when both are.
    static func position<Item: Identifiable, Key>(of gap: ListPlaces<Item.ID, Key>.Gap, in items: [Item])
        -> Int?
    {
        if let below = items.firstIndex(where: { $0.id == gap.below }) { return below }
        return items.firstIndex { $0.id == gap.above }.map { $0 + 1 }
    }

    /// `items` without the later copies of an ID.
    private static func distinct<Item: Identifiable>(_ items: [Item]) -> [Item] {
        var seen = Set<Item.ID>()
        seen.reserveCapacity(items.count)
        let unique = items.filter { seen.insert($0.id).inserted }
        return unique.count == items.count ? items : unique
    }
}

extension GapMerge.Joined {
    /// The list as it is, to be merged into: every item unchanged.
    var unchanged: Self {
        var same = self
        same.unchangedSuffix = list.count
        return same
    }
}
