/// The stored pages memory shows of a list it does not show whole: pages `firstPage` to `lastPage` of
/// the list of `generation`, whose first and last items are `firstID` and `lastID`; whether the stored
/// list has pages above or below them; and the pages read beyond them, handed to the engine as its
/// page and not yet shown.
struct StoredWindow: Sendable {
    var generation: Int
    var firstPage: Int
    var lastPage: Int
    var firstID: String
    var lastID: String
    var above = false
    var below = false
    /// Whether memory shows items below `lastPage` that the stored list does not end with (it was cut to
    /// its first pages): memory then drops no page, and only the pages above are read back.
    var isCut = false
    /// The pages read after (`next`) or before the window, until the engine stores them; `nil` pages
    /// when the read failed, and an empty page ends the direction.
    var pending: (pages: StoredPages?, next: Bool)?

    /// The window of `pages` of the list of `generation`, `nil` when they hold no item; the stored list
    /// has more pages after them when `below`.
    init?(_ pages: StoredPages, generation: Int, below: Bool) {
        guard let first = pages.ids.first, let last = pages.ids.last else { return nil }
        (self.generation, firstPage, lastPage) = (generation, pages.firstPage, pages.lastPage)
        (firstID, lastID, self.below) = (first, last, below)
    }

    /// How many pages memory shows.
    var pageCount: Int { lastPage - firstPage + 1 }
}

/// The previous key the engine holds for a list memory shows without its first stored pages: paging back
/// reads them from the file (``SQLiteListCacher/_storedPage(next:key:param:)``).
struct StoredPagesAbove: Hashable, Sendable {}
