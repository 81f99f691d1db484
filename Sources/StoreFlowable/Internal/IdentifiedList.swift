/// A list that grows a page at a time without duplicating identifiable items: an array plus, when the
/// items are `Identifiable`, the set of their IDs. A plain copy-on-write value.
///
/// An item of a page whose ID the list already holds replaces that item in place, and within a page the
/// last copy of an ID wins. Other items are simply added.
@usableFromInline
struct IdentifiedList<Item: Sendable>: Sendable {
    /// The items, in order.
    @usableFromInline private(set) var items: [Item]
    /// The IDs of `items`, built on the first merge: a `Set` of IDs, or an ``IdentifierSet`` when the
    /// items were found `Identifiable` at run time; `nil` until then, or when items have no ID.
    @usableFromInline var ids: (any Sendable)?

    @inlinable
    init(_ items: [Item] = []) {
        self.items = items
    }

    /// Adds `page` after or before the items, finding out at run time whether items have IDs, for
    /// generic code. Returns whether it replaced items in place.
    ///
    /// - Complexity: amortised O(*m*) for a page of *m* items when the list is uniquely held; the
    ///   first merge hashes the list's IDs once to build the set.
    @discardableResult
    mutating func add(_ page: [Item], placingNew placement: ListPlacement) -> Bool {
        guard !page.isEmpty else { return false }
        guard var ids = self.ids.take() as? any IdentifierSet<Item> ?? Self.makeIdentifierSet(of: items)
        else {
            Self.place(page, into: &items, placement)
            return false
        }
        let replaced = ids.add(page, to: &items, placingNew: placement)
        self.ids = ids
        return replaced
    }

    private static func makeIdentifierSet(of items: [Item]) -> (any IdentifierSet<Item>)? {
        guard let identifiable = Item.self as? any Identifiable.Type else { return nil }
        func open<Element: Identifiable>(_: Element.Type) -> (any IdentifierSet<Item>)? {
            guard let elements = items as? [Element] else { return nil }
            return IDs<Element>(Set(elements.lazy.map { $0.id })) as? any IdentifierSet<Item>
        }
        return open(identifiable)
    }
}

extension IdentifiedList where Item: Identifiable, Item.ID: Sendable {
    /// Adds `page` after or before the items; specialized where `Item` is known. Returns whether it
    /// replaced items in place.
    ///
    /// - Complexity: amortised O(*m*) for a page of *m* items when the list is uniquely held.
    @inlinable @discardableResult
    mutating func addIdentified(_ page: [Item], placingNew placement: ListPlacement) -> Bool {
        guard !page.isEmpty else { return false }
        var ids = self.ids.take() as? Set<Item.ID> ?? Set(items.lazy.map { $0.id })
        let replaced = IdentifiedMerge.add(page, to: &items, ids: &ids, placingNew: placement)
        self.ids = ids
        return replaced
    }
}

/// The merge of a page into a list of `Identifiable` items.
@usableFromInline
enum IdentifiedMerge {
    /// Adds the items of `page` whose IDs are not in `ids` to `list`, and replaces the items of `list`
    /// whose IDs are; `ids` stays the IDs of `list`. Returns whether it replaced items in place.
    @inlinable @discardableResult
    static func add<Element: Identifiable>(
        _ page: [Element],
        to list: inout [Element],
        ids: inout Set<Element.ID>,
        placingNew placement: ListPlacement
    ) -> Bool {
        // Growing the set rehashes every ID it holds: grow four-fold, so a growing list rehashes less.
        if ids.count + page.count > ids.capacity {
            ids.reserveCapacity(Swift.max(ids.count + page.count, 4 * ids.count))
        }
        // Usually every ID is new: the page is then added whole, in one copy.
        var firstKnown = page.startIndex
        while firstKnown < page.endIndex, ids.insert(page[firstKnown].id).inserted { firstKnown += 1 }
        guard firstKnown < page.endIndex else {
            if placement == .after {
                list.append(contentsOf: page)
            } else {
                list.insert(contentsOf: page, at: 0)
            }
            return false
        }
        // Items whose ID is already in the list, or earlier in the page.
        var replacements: [Element.ID: Element] = [page[firstKnown].id: page[firstKnown]]
        var fresh = Array(page[..<firstKnown])
        for item in page[(firstKnown + 1)...] {
            if ids.insert(item.id).inserted { fresh.append(item) } else { replacements[item.id] = item }
        }
        if placement == .after {
            list.append(contentsOf: fresh)
        } else {
            list.insert(contentsOf: fresh, at: 0)
        }
        // Each replaced ID is held once: search from the page's side.
        var remaining = replacements.count
        var position = placement == .after ? list.count - 1 : 0
        while remaining > 0, list.indices.contains(position) {
            if let replacement = replacements[list[position].id] {
                list[position] = replacement
                remaining -= 1
            }
            position += placement == .after ? -1 : 1
        }
        return true
    }
}

/// The IDs of an ``IdentifiedList``'s items, found `Identifiable` at run time.
protocol IdentifierSet<Item>: Sendable {
    associatedtype Item
    /// Merges `page` into `list`; whether it replaced items in place.
    mutating func add(_ page: [Item], to list: inout [Item], placingNew placement: ListPlacement) -> Bool
}

/// The IDs of a list of `Identifiable` items.
// Unchecked because `Element.ID` need not be `Sendable`: the only lists that keep IDs live under
// `InMemoryPaginationCacher._entries`' lock and are merged under it, never shared.
private struct IDs<Element: Identifiable>: IdentifierSet, @unchecked Sendable {
    var ids: Set<Element.ID>

    init(_ ids: Set<Element.ID>) {
        self.ids = ids
    }

    mutating func add(_ page: [Element], to list: inout [Element], placingNew placement: ListPlacement)
        -> Bool
    {
        IdentifiedMerge.add(page, to: &list, ids: &ids, placingNew: placement)
    }
}

/// Where a page's new items go in a list.
@usableFromInline
enum ListPlacement: Sendable {
    case before
    case after
}
