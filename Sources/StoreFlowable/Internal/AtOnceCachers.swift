/// A cacher that reads and writes a param's data and timestamp without suspending: the library's
/// ``InMemoryCacher``.
///
/// A capability of the cacher, picked once, when a flowable's `_CacherBinding` is built: its closures
/// then call these methods, inlined and specialized for the cacher's types, in place of the protocol's
/// asynchronous steps. (Called through the protocol they would run unspecialized: measured 14 ns for
/// `cache_hit_require_data_ns` specialized, 290 ns through the protocol.)
@usableFromInline
package protocol _AtOnceCacher: Cacher {
    /// The data kept for `param` and its timestamp.
    func _read(param: Param) -> (data: Value?, cachedAt: Double?)

    /// Saves data and timestamp in one step.
    func _write(data: Value?, cachedAt: Double?, param: Param)
}

/// A pagination cacher that reads and writes a param's list, timestamp and keys, and stores a page,
/// without suspending: the library's ``InMemoryPaginationCacher``. Picked like ``_AtOnceCacher``.
@usableFromInline
package protocol _AtOncePaginationCacher: PaginationCacher {
    /// The list kept for `param`, its timestamp and keys.
    func _read(param: Param) -> (data: [Item]?, cachedAt: Double?, nextKey: Key?, prevKey: Key?)

    /// Saves the list, its timestamp and keys in one step.
    func _write(data: [Item]?, cachedAt: Double?, nextKey: Key?, prevKey: Key?, param: Param)

    /// Adds `page` after (`next`) or before the list, keeps `key` as the key beyond it, and reads back
    /// the list and that key, in one step.
    func _storePage(_ page: [Item], keyBeyond key: Key?, next: Bool, param: Param) -> (
        data: [Item]?, key: Key?
    )
}
