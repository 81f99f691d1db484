/// Merges a page into a list of identifiable items without duplicating any.
enum IdentifiedMerge {
    enum Placement {
        case before
        case after
    }

    /// Merges like ``merge(_:_:placingNew:)`` when `Item` is `Identifiable` at run time, and otherwise places
    /// `page` before or after `list` as it is.
    ///
    /// This serves generic cachers such as ``InMemoryPaginationCacher``, whose conformance cannot pick the
    /// `Identifiable` overload statically.
    ///
    /// - Complexity: O(*n* + *m*) for *n* items in `list` and *m* in `page`.
    static func mergeIfIdentifiable<Item>(_ list: [Item], _ page: [Item], placingNew placement: Placement)
        -> [Item]
    {
        func concatenated() -> [Item] {
            placement == .after ? list + page : page + list
        }
        guard let identifiable = Item.self as? any Identifiable.Type else { return concatenated() }
        func mergeOpened<Element: Identifiable>(_: Element.Type) -> [Item]? {
            guard let list = list as? [Element], let page = page as? [Element] else { return nil }
            return merge(list, page, placingNew: placement) as? [Item]
        }
        return mergeOpened(identifiable) ?? concatenated()
    }

    /// Returns `list` with the items of `page` placed `before` or `after` it. An item of `page` whose ID is
    /// already in `list` replaces that item in place instead; within `page`, the last copy of an ID wins.
    static func merge<Item: Identifiable>(_ list: [Item], _ page: [Item], placingNew placement: Placement)
        -> [Item]
    {
        guard !page.isEmpty else { return list }
        var pageIndex = [Item.ID: Int](minimumCapacity: page.count)
        for (index, item) in page.enumerated() { pageIndex[item.id] = index }
        var placedInList = [Bool](repeating: false, count: page.count)
        var result: [Item] = []
        result.reserveCapacity(list.count + page.count)

        func appendNewItems() {
            for (index, item) in page.enumerated() where !placedInList[index] && pageIndex[item.id] == index {
                result.append(item)
            }
        }

        // Mark the page items that replace a list item first, so the new items can go before the list.
        var replacements: [Int: Int] = [:]
        for (position, item) in list.enumerated() {
            if let index = pageIndex[item.id] {
                replacements[position] = index
                placedInList[index] = true
            }
        }
        if placement == .before { appendNewItems() }
        if replacements.isEmpty {
            result.append(contentsOf: list)
        } else {
            for (position, item) in list.enumerated() {
                result.append(replacements[position].map { page[$0] } ?? item)
            }
        }
        if placement == .after { appendNewItems() }
        return result
    }
}
