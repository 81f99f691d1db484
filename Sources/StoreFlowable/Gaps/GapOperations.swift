import Synchronization

/// What a flowable on a ``GapKeepingCacher`` adds to the engine for one param, with its types erased:
/// joining a refresh to the kept list, loading gaps, showing them, and keeping the reading position.
package struct GapOperations: Sendable {
    /// Fetches a page at a key, after the list (`true`) or before it, as the paging binding does.
    package typealias FetchPage =
        @Sendable (_ next: Bool, any Hashable & Sendable) async throws -> any AnyObject
        & Sendable

    /// Whether a refresh joins the kept list rather than replacing it.
    package let keepsListOnRefresh: Bool
    /// In the turn: joins a refreshed first page to the kept list and saves it, stamped `cachedAt`.
    package let joinRefresh:
        @Sendable (
            _ page: (
                data: any Sendable, nextKey: (any Hashable & Sendable)?, prevKey: (any Hashable & Sendable)?
            ), _ cachedAt: Double?
        ) async throws -> Void
    /// The key that loads the gap from an edge, or `nil` when the gap is gone or cannot load from there.
    package let key: @Sendable (_ gap: UInt64, ListGap.Edge) -> (any Hashable & Sendable)?
    package let fetchPage: FetchPage
    /// In the turn: joins a page fetched for a gap with a key; `false` when it was dropped.
    package let storePage:
        @Sendable (
            _ gap: UInt64, ListGap.Edge, _ key: any Hashable & Sendable, _ page: any AnyObject & Sendable
        )
            async throws
            -> Bool
    /// The gaps of `content` as a state shows them, and the reading position, erased.
    package let shown:
        @Sendable (_ content: (any Sendable)?, _ loads: [UInt64: AdditionalLoadingState]) -> (
            gaps: [ListGap], anchor: (any Sendable)?
        )
    /// Saves the reading position (a `ListAnchor` of the item's ID, or `nil`).
    package let saveAnchor: @Sendable (_ anchor: (any Sendable)?) async throws -> Void

    init<C: GapKeepingCacher>(cacher: C, param: C.Param, fetchPage: @escaping FetchPage) {
        typealias Page = _TypedPage<C.Item, C.Key>
        keepsListOnRefresh = cacher.listRefresh == .keepingList
        self.fetchPage = fetchPage
        joinRefresh = { page, cachedAt in
            var kept = await cacher.kept(param: param)
            kept.cachedAt = cachedAt
            let items = page.data as? [C.Item] ?? []
            let joined = GapMerge.refresh(
                page: items, nextKey: page.nextKey as? C.Key,
                prevKey: page.prevKey as? C.Key, into: kept, contains: cacher.membership(param: param),
                newGapID: GapIDs.next())
            try await cacher.saveJoined(joined, page: items, param: param)
        }
        key = { id, edge in cacher.places(param: param).gap(id)?.key(from: edge) }
        storePage = { id, edge, key, page in
            guard let key = key as? C.Key, let page = page as? Page else { return false }
            let kept = await cacher.kept(param: param)
            guard
                let joined = GapMerge.fill(
                    gap: id, from: edge, with: key, page: page.items, keyBeyond: page.keyBeyond, into: kept,
                    contains: cacher.membership(param: param))
            else { return false }
            try await cacher.saveJoined(joined, page: page.items, param: param)
            return true
        }
        shown = { content, loads in
            let places = cacher.places(param: param)
            guard let items = content as? [C.Item], !places.gaps.isEmpty else { return ([], places.anchor) }
            return (GapMerge.shown(places, in: items, loads: loads), places.anchor)
        }
        saveAnchor = { anchor in
            var places = cacher.places(param: param)
            places.anchor = anchor as? ListAnchor<C.Item.ID>
            try await cacher.savePlaces(places, param: param)
        }
    }
}

/// The identities of new gaps: unique in the process, and unlikely to meet a stored one.
enum GapIDs {
    private static let last = Atomic<UInt64>(UInt64.random(in: 1...(UInt64.max >> 2)))

    static func next() -> UInt64 {
        last.add(1, ordering: .relaxed).newValue
    }
}
