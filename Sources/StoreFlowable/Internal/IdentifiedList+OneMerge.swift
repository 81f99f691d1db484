extension IdentifiedList {
    /// `list` with `page` added after or before it, as ``add(_:placingNew:)`` adds it, for a list merged
    /// once and not kept (the default `saveNextData` and `savePrevData` for items not known to be
    /// `Identifiable` where the cacher is written).
    static func merging(_ page: [Item], into list: consuming [Item], placingNew placement: ListPlacement)
        -> [Item]
    {
        var items = list
        guard !page.isEmpty else { return items }
        guard let identifiable = Item.self as? any Identifiable.Type else {
            IdentifiedList.place(page, into: &items, placement)
            return items
        }
        func open<Element: Identifiable>(_: Element.Type) -> [Item] {
            // `Element` is `Item`, opened: the arrays are the same values.
            let elements = unsafeBitCast(items, to: [Element].self)
            items = []
            let merged = IdentifiedMerge.merging(
                unsafeBitCast(page, to: [Element].self), into: elements, placingNew: placement)
            return unsafeBitCast(merged, to: [Item].self)
        }
        return open(identifiable)
    }

    /// Adds `page` after or before `items`.
    static func place(_ page: [Item], into items: inout [Item], _ placement: ListPlacement) {
        if placement == .after {
            items.append(contentsOf: page)
        } else {
            items.insert(contentsOf: page, at: 0)
        }
    }
}

extension IdentifiedMerge {
    /// `list` with `page` added after or before it, as ``add(_:to:ids:placingNew:)`` adds it, for a list
    /// merged once and not kept.
    ///
    /// Pages seldom overlap the list: the list's IDs are then only looked up in a set of the page's IDs,
    /// without building a set of them all, which a list kept by an app's cacher would have to rebuild at
    /// every page. Pays for itself in `user_cacher_page_over_floor` (benchmark group `user`).
    ///
    /// - Complexity: O(*n* + *m*) lookups for a list of *n* items and a page of *m*, and no allocation
    ///   beyond the result and a set of *m* IDs when nothing overlaps.
    @inlinable
    static func merging<Element: Identifiable>(
        _ page: [Element], into list: consuming [Element], placingNew placement: ListPlacement
    ) -> [Element] {
        var elements = list
        guard !page.isEmpty else { return elements }
        let pageIDs = Set(page.lazy.map(\.id))
        // IDs of the list that the page does not hold never decide anything in the merge.
        var ids: Set<Element.ID> = []
        if elements.contains(where: { pageIDs.contains($0.id) }) { ids = Set(elements.lazy.map(\.id)) }
        add(page, to: &elements, ids: &ids, placingNew: placement)
        return elements
    }
}
