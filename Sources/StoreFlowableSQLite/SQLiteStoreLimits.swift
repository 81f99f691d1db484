/// How large a ``SQLiteStore`` may grow on disk.
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

    /// Limits with the given values; the defaults are 50,000 entities and 50 pages per list.
    public init(maxEntities: Int = 50_000, maxPagesPerList: Int = 50) {
        self.maxEntities = max(1, maxEntities)
        self.maxPagesPerList = max(1, maxPagesPerList)
    }
}
