/// Merges a page into a list without duplicating identifiable items.
///
/// The functions are inlinable so that they are specialized for the client's item type: the merge of a
/// page then costs a hash of each of its IDs, with no generic dispatch.
@usableFromInline
enum IdentifiedMerge {
    @usableFromInline
    enum Placement: Sendable {
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
    @inlinable
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
    @inlinable
    static func add<Item>(
        _ page: [Item],
        to list: inout [Item]?,
        placingNew placement: Placement,
        index: inout (any ListIndex)?
    ) {
        guard !page.isEmpty, var items = list.take() else { return }
        defer { list = items }
        guard let identifiable = Item.self as? any Identifiable.Type else {
            index = nil
            if placement == .after {
                items.append(contentsOf: page)
            } else {
                items.insert(contentsOf: page, at: 0)
            }
            return
        }
        func open<Element: Identifiable>(_: Element.Type) {
            // `Item` is `Element`: the same type, seen through the cast above.
            let page = unsafeBitCast(page, to: [Element].self)
            withUnsafeMutablePointer(to: &items) { pointer in
                pointer.withMemoryRebound(to: [Element].self, capacity: 1) { items in
                    let ids =
                        (index as? IdentifiedIndex<Element.ID>)
                        ?? IdentifiedIndex(Set(items.pointee.lazy.map(\.id)))
                    ids.forget()
                    add(page, to: &items.pointee, placingNew: placement, ids: &ids.ids)
                    index = ids
                }
            }
        }
        open(identifiable)
    }

    /// Adds the items of `page` whose IDs are not in `ids` to `list`, and replaces the items of `list`
    /// whose IDs are, keeping `ids` the IDs of `list`.
    @inlinable
    static func add<Element: Identifiable>(
        _ page: [Element],
        to list: inout [Element],
        placingNew placement: Placement,
        ids: inout Set<Element.ID>
    ) {
        // Growing the set rehashes every ID it holds: grow four-fold, so that a growing list's IDs are
        // rehashed about a third of a time each instead of once.
        if ids.count + page.count > ids.capacity {
            ids.reserveCapacity(Swift.max(ids.count + page.count, 4 * ids.count))
        }
        // Items whose ID is already in the list, or earlier in the page; rare, so usually never allocated.
        var replacements: [Element.ID: Element] = [:]
        if placement == .after {
            for item in page {
                if ids.insert(item.id).inserted {
                    list.append(item)
                } else {
                    replacements[item.id] = item
                }
            }
        } else {
            var fresh: [Element] = []
            fresh.reserveCapacity(page.count)
            for item in page {
                if ids.insert(item.id).inserted {
                    fresh.append(item)
                } else {
                    replacements[item.id] = item
                }
            }
            list.insert(contentsOf: fresh, at: 0)
        }
        guard !replacements.isEmpty else { return }
        // Each replaced ID is held once, by the list or by the page's first copy: search from the page's side.
        var remaining = replacements.count
        var position = placement == .after ? list.count - 1 : 0
        while remaining > 0, list.indices.contains(position) {
            if let replacement = replacements[list[position].id] {
                list[position] = replacement
                remaining -= 1
            }
            position += placement == .after ? -1 : 1
        }
    }
}

/// An index of a list saved by a default pagination cacher.
@usableFromInline
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
@usableFromInline
final class IdentifiedIndex<ID: Hashable>: ListIndex, @unchecked Sendable {
    @usableFromInline var ids: Set<ID>
    /// The indexed array, kept alive so its buffer address identifies it.
    private var list: Any = ()
    private var address: UnsafeRawPointer?
    private var count = -1

    @usableFromInline
    init(_ ids: Set<ID>) {
        self.ids = ids
    }

    @usableFromInline
    func remember<Element>(_ indexed: [Element]) {
        list = indexed
        count = indexed.count
        address = indexed.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @usableFromInline
    func forget() {
        list = ()
        address = nil
        count = -1
    }

    @usableFromInline
    func indexes<Element>(_ other: [Element]) -> Bool {
        guard count == other.count else { return false }
        return other.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == address
    }
}
