import Foundation

/// One page of a timeline, newest first, with the cursors from its `Link` header.
///
/// Stop paging on an empty page, not on a missing ``next``: Mastodon timelines carry both links
/// on every non-empty page, even the last one, and an empty page carries none.
public struct TimelinePage: Sendable, Hashable {
    /// The statuses on this page, newest first.
    public var statuses: [Status]
    /// The page of older statuses (`rel="next"`), or `nil` when the server gave none.
    public var next: URL?
    /// The page of newer statuses (`rel="prev"`), or `nil` when the server gave none.
    public var prev: URL?
    /// The statuses of the page that could not be read and were left out of ``statuses``.
    public var skipped: [SkippedItem]

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - statuses: The statuses, newest first.
    ///   - next: The URL of the older page.
    ///   - prev: The URL of the newer page.
    ///   - skipped: The statuses that could not be read.
    public init(statuses: [Status], next: URL? = nil, prev: URL? = nil, skipped: [SkippedItem] = []) {
        self.statuses = statuses
        self.next = next
        self.prev = prev
        self.skipped = skipped
    }

    /// Whether this page is empty, which ends paging in that direction. A page whose statuses were all
    /// skipped is never empty: the client reports it as an error instead.
    public var isEmpty: Bool { statuses.isEmpty }
}
