/// A pagination cacher that saves a page with the key beyond it, and a whole list with its timestamp and
/// keys, each in one step: the library's `SQLiteListCacher`, which writes each in one transaction, so
/// that a page costs one commit and a crash leaves it whole or absent.
///
/// A capability of the cacher, picked once, when a flowable's `_CacherBinding` is built, like
/// ``_AtOncePaginationCacher``. `sqlite_page_save_changed_authors_over_floor` (group `persistence`): one
/// transaction a page in place of two.
@usableFromInline
package protocol _WholePageCacher<Param, Item, Key>: PaginationCacher {
    /// Adds `page` after (`next`) or before the list and keeps `key` as the key beyond it, in one step;
    /// an empty page only keeps the key.
    func _savePage(_ page: [Item], keyBeyond key: Key?, next: Bool, param: Param) async throws

    /// The pages the cacher keeps beyond those it shows in a direction (`next`: after them), read without
    /// the network, with the key beyond them; `nil` when it shows all it keeps that way. The engine takes
    /// them as that direction's page, before fetching; `key` is the one ``_shownKeys(param:)`` gave.
    func _storedPage(next: Bool, key: any Hashable & Sendable, param: Param) async -> (
        items: [Item], keyBeyond: Key?
    )?

    /// The keys the engine pages on from: the list's own, or, before a list whose first pages the cacher
    /// dropped from memory, a marker of its own that ``_storedPage(next:key:param:)`` reads them back at.
    func _shownKeys(param: Param) -> (next: (any Hashable & Sendable)?, prev: (any Hashable & Sendable)?)?

    /// Saves the list, its timestamp and both keys in one step; `nil` data removes the list.
    func _saveWhole(data: [Item]?, cachedAt: Double?, nextKey: Key?, prevKey: Key?, param: Param) async throws
}
