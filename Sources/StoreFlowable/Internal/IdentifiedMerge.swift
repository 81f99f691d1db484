/// Merges a page into a list without duplicating identifiable items.
enum IdentifiedMerge {
    enum Placement {
        case before
        case after
    }

    /// Returns `list` with `page` placed `before` or `after` it. When `Item` is `Identifiable` (checked at
    /// run time, so generic cachers get it too), an item whose ID the list already holds replaces that
    /// item in place instead, and within `page` the last copy of an ID wins.
    ///
    /// `index` is the index of an earlier merge; it is used when it was built for `list` itself, and is
    /// replaced by the index of the result.
    ///
    /// - Complexity: the list is copied once; only the page's items are hashed, and the list is searched
    ///   only for replaced items, from the end nearest to the page. Without a usable index, the list's IDs
    ///   are hashed once to build one.
    static func merge<Item>(
        _ list: [Item],
        _ page: [Item],
        placingNew placement: Placement,
        index: inout (any ListIndex)?
    ) -> [Item] {
        if let reusable = index, !reusable.indexes(list) { index = nil }
        var result: [Item]? = list
        add(page, to: &result, placingNew: placement, index: &index)
        let merged = result ?? list
        index?.remember(merged)
        return merged
    }

    /// Adds `page` to `list` in place, by the rules of ``merge(_:_:placingNew:index:)``. `index`, when
    /// given, must index `list`; it is updated to index the result. Does nothing when `list` is `nil`.
    ///
    /// - Complexity: amortised O(*m*) for *m* new items appended to a uniquely held list; otherwise the
    ///   list is copied once. Only the page's items are hashed (the list once, to build a missing index).
    static func add<Item>(
        _ page: [Item],
        to list: inout [Item]?,
        placingNew placement: Placement,
        index: inout (any ListIndex)?
    ) {
        guard list != nil, !page.isEmpty else { return }
        guard let identifiable = Item.self as? any Identifiable.Type else {
            index = nil
            if placement == .after {
                list?.append(contentsOf: page)
            } else {
                list?.insert(contentsOf: page, at: 0)
            }
            return
        }
        func open<Element: Identifiable>(_: Element.Type) {
            let id: (Item) -> Element.ID? = { ($0 as? Element)?.id }
            let ids =
                (index as? IdentifiedIndex<Element.ID>)
                ?? IdentifiedIndex(Set((list ?? []).lazy.compactMap(id)))
            ids.forget()
            add(page, to: &list, placingNew: placement, id: id, ids: &ids.ids)
            index = ids
        }
        open(identifiable)
    }

    private static func add<Item, ID: Hashable>(
        _ page: [Item],
        to list: inout [Item]?,
        placingNew placement: Placement,
        id: (Item) -> ID?,
        ids: inout Set<ID>
    ) {
        var fresh: [Item] = []
        var freshPositions: [ID: Int] = [:]
        var replacements: [ID: Item] = [:]
        for item in page {
            guard let itemID = id(item) else { continue }
            if ids.contains(itemID) {
                replacements[itemID] = item
            } else if let position = freshPositions[itemID] {
                fresh[position] = item
            } else {
                freshPositions[itemID] = fresh.count
                fresh.append(item)
            }
        }
        let oldCount = list?.count ?? 0
        if placement == .after {
            list?.append(contentsOf: fresh)
        } else {
            list?.insert(contentsOf: fresh, at: 0)
        }
        if !replacements.isEmpty {
            let listRange = placement == .after ? 0..<oldCount : fresh.count..<(fresh.count + oldCount)
            var remaining = replacements.count
            var position = placement == .after ? listRange.upperBound - 1 : listRange.lowerBound
            while remaining > 0, listRange.contains(position) {
                if let item = list?[position], let itemID = id(item), let replacement = replacements[itemID] {
                    list?[position] = replacement
                    remaining -= 1
                }
                position += placement == .after ? -1 : 1
            }
        }
        ids.formUnion(freshPositions.keys)
    }
}

/// An index of a list saved by a default pagination cacher.
protocol ListIndex: AnyObject, Sendable {
    /// Whether this index was built for the very array `list`.
    func indexes<Element>(_ list: [Element]) -> Bool
    /// Keeps `list` alive and remembers it as the array this index indexes.
    func remember<Element>(_ list: [Element])
    /// Releases the remembered array, so that the list can be changed in place.
    func forget()
}

/// The IDs of the list a default pagination cacher last saved, kept beside it so that a page is merged
/// by hashing the page, not the list.
// Unchecked: read and written only under `CacherStorage.memory`'s lock (in-place merges), or by the one
// merge that took it out of `memory` under that lock and has not put it back (copying merges).
final class IdentifiedIndex<ID: Hashable>: ListIndex, @unchecked Sendable {
    var ids: Set<ID>
    /// The indexed array, kept alive so its buffer address identifies it.
    private var list: Any = ()
    private var address: UnsafeRawPointer?
    private var count = -1

    init(_ ids: Set<ID>) {
        self.ids = ids
    }

    func remember<Element>(_ indexed: [Element]) {
        list = indexed
        count = indexed.count
        address = indexed.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func forget() {
        list = ()
        address = nil
        count = -1
    }

    func indexes<Element>(_ other: [Element]) -> Bool {
        guard count == other.count else { return false }
        return other.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == address
    }
}
