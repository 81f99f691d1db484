/// How large a ``SQLiteStore`` may grow on disk, and in memory.
///
/// ```swift
/// let limits = SQLiteStoreLimits(maxEntities: 20_000, maxPagesPerList: 10)
/// ```
public struct SQLiteStoreLimits: Sendable, Equatable {
    /// The most entity rows kept. Past it, the least recently written entities that no stored list
    /// shows are deleted. Defaults to 50,000 (about 100 MB of Mastodon statuses).
    public var maxEntities: Int
    /// The most pages a stored list keeps. Past it, the pages furthest from its start are dropped, and
    /// paging on resumes from where it was cut. Defaults to 50.
    public var maxPagesPerList: Int
    /// The most entities kept in memory, or `nil` for no limit. Past it, the least recently read or
    /// written entities that nothing shows (no subscribed list or entity, no live query, no pending
    /// optimistic change) are dropped from memory; they stay on disk and are read back when next asked
    /// for, never fetched again. Defaults to 20,000.
    public var maxEntitiesInMemory: Int?
    /// How many pages of a stored list are read when it is first shown, or `nil` for the whole list.
    /// The rest are read from the file as the list is paged on (`requestNextData()`), before the
    /// network is asked for anything. Lists that keep their place on refresh (`.keepingList`), or hold
    /// gaps or a reading position, are read whole. Defaults to 1.
    public var pagesReadFirst: Int?
    /// The most pages of a stored list memory shows at once, or `nil` for no limit. Paging on past it
    /// drops the pages at the other end from the list's content: they stay on disk, and paging back
    /// (`requestPrevData()`, then `requestNextData()`) reads them again, with no network call. A view
    /// then asks for the previous page when scrolled to the top of what it shows. Lists read whole
    /// (see ``pagesReadFirst``) show every page. Defaults to `nil`.
    public var pagesInMemory: Int?

    /// Limits with the given values; the defaults are 50,000 entities on disk, 50 pages per list,
    /// 20,000 entities in memory, a stored list's first page read when it is first shown, and every
    /// page a list was paged to kept in memory.
    public init(
        maxEntities: Int = 50_000, maxPagesPerList: Int = 50, maxEntitiesInMemory: Int? = 20_000,
        pagesReadFirst: Int? = 1, pagesInMemory: Int? = nil
    ) {
        self.maxEntities = max(1, maxEntities)
        self.maxPagesPerList = max(1, maxPagesPerList)
        self.maxEntitiesInMemory = maxEntitiesInMemory.map { max(1, $0) }
        self.pagesReadFirst = pagesReadFirst.map { max(1, $0) }
        self.pagesInMemory = pagesInMemory.map { max(1, $0) }
    }
}
