import Foundation

/// How one screen shows its items for people: the lines of each item and the words around them.
/// ``HumanRenderer`` does the rest (numbering, pages, changes, progress).
protocol ItemPresenter {
    /// What the screen lists.
    associatedtype Item: ScreenItem
    /// What the lines of an item depend on in the whole list (a thread's depths); `Void` for most.
    associatedtype Layout = Void

    /// The layout of `content`, worked out once each time new items are shown.
    func layout(of content: [Item]) -> Layout
    /// The lines of `item`, shown as `[number]`, placed by `layout`, with ages read at `now`. The counts
    /// line comes last. Lines may hold server text: the renderer cleans every line before it is written.
    func lines(for item: Item, number: Int, layout: Layout, now: Date) -> [String]
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

extension ItemPresenter where Layout == Void {
    func layout(of content: [Item]) {}
}

extension ItemPresenter {
    var newerTitle: String { "── newer posts ──" }

    func olderTitle(page: Int) -> String { "── page \(page) ──" }

    var endLine: String { "── end of timeline ──" }

    var emptyLine: String { "(no posts)" }

    var loadingText: String { "loading the timeline…" }
}
