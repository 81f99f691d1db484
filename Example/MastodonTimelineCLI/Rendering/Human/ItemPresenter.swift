import Foundation

/// How one screen shows its items for people: the lines of each item and the words around them.
/// ``HumanRenderer`` does the rest (numbering, pages, changes, progress).
protocol ItemPresenter {
    /// What the screen lists.
    associatedtype Item: ScreenItem

    /// The lines of `item`, shown as `[number]`, among `content` (the whole list, for layouts that
    /// depend on it), with ages read at `now`. The counts line comes last. Lines may hold server text:
    /// the renderer cleans every line before it is written.
    func lines(for item: Item, number: Int, in content: [Item], now: Date) -> [String]
    /// The line above items that arrive above those shown.
    var newerTitle: String { get }
    /// The line above items that arrive below those shown, on page `page` (2 for the first added).
    func olderTitle(page: Int) -> String
    /// The line after the last item once there is nothing more to load.
    var endLine: String { get }
    /// The line shown instead of items when the list is empty.
    var emptyLine: String { get }
    /// What the progress line says while the list first loads.
    var loadingText: String { get }
}

extension ItemPresenter {
    var newerTitle: String { "── newer posts ──" }

    func olderTitle(page: Int) -> String { "── page \(page) ──" }

    var endLine: String { "── end of timeline ──" }

    var emptyLine: String { "(no posts)" }

    var loadingText: String { "loading the timeline…" }
}
