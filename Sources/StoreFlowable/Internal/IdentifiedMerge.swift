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
        guard let identifiable = Item.self as? any Identifiable.Type else {
            index = nil
            return placement == .after ? list + page : page + list
        }
        func open<Element: Identifiable>(_: Element.Type) -> [Item] {
            let id: (Item) -> Element.ID? = { ($0 as? Element)?.id }
            let reusable = (index as? IdentifiedIndex<Element.ID>).flatMap { $0.indexes(list) ? $0 : nil }
            let ids = reusable ?? IdentifiedIndex(Set(list.lazy.compactMap(id)))
            let merged = merge(list, page, placingNew: placement, id: id, ids: &ids.ids)
            ids.remember(merged)
            index = ids
            return merged
        }
        return open(identifiable)
    }

    private static func merge<Item, ID: Hashable>(
        _ list: [Item],
        _ page: [Item],
        placingNew placement: Placement,
        id: (Item) -> ID?,
        ids: inout Set<ID>
    ) -> [Item] {
        guard !page.isEmpty else { return list }
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
        var result = placement == .after ? list + fresh : fresh + list
        if !replacements.isEmpty {
            let listRange = placement == .after ? 0..<list.count : fresh.count..<result.count
            var remaining = replacements.count
            var position = placement == .after ? listRange.upperBound - 1 : listRange.lowerBound
            while remaining > 0, listRange.contains(position) {
                if let itemID = id(result[position]), let replacement = replacements[itemID] {
                    result[position] = replacement
                    remaining -= 1
                }
                position += placement == .after ? -1 : 1
            }
        }
        ids.formUnion(freshPositions.keys)
        return result
    }
}

/// An index of a list saved by a default pagination cacher.
protocol ListIndex: AnyObject, Sendable {
    /// Whether this index was built for the very array `list`.
    func indexes<Element>(_ list: [Element]) -> Bool
}

/// The IDs of the list a default pagination cacher last saved, kept beside it so that a page is merged
/// by hashing the page, not the list.
// Unchecked: owned by one merge at a time. It is taken out of `CacherStorage.memory` under its lock,
// and every write for a param is serialised by the param's `FlowHub.writeLock`.
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

    func indexes<Element>(_ other: [Element]) -> Bool {
        guard count == other.count else { return false }
        return other.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == address
    }
}
