import Foundation

/// How one screen shows its items for people: the lines of each item and the words around them.
/// ``HumanRenderer`` does the rest (numbering, pages, changes, progress).
protocol ItemPresenter {
    /// What the screen lists.
    associatedtype Item: ScreenItem
    /// What the lines of an item depend on in the whole list (a thread's depths); `Void` for most.
    associatedtype Layout = Void

    /// How items are laid out for the reader: the width, colours, content warnings.
    var reading: ReadingStyle { get }
    /// The changes waiting in the outbox or refused, marked on the counts lines.
    var pending: PendingChanges { get }
    /// The layout of `content`, worked out once each time new items are shown.
    func layout(of content: [Item]) -> Layout
    /// The lines of `item`, shown as `[number]`, placed by `layout`, with ages read at `now`, within
    /// `reading`'s width. The counts line comes last. Lines may hold server text: each run is cleaned
    /// when the line is rendered (``StyledText/rendered(colours:)``), before any colour is added.
    func styledLines(for item: Item, number: Int, layout: Layout, now: Date) -> [StyledText]
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
    /// The lines of ``styledLines(for:number:layout:now:)`` without colour and not yet cleaned: the
    /// caller cleans them with ``TerminalText`` before writing them.
    func lines(for item: Item, number: Int, layout: Layout, now: Date) -> [String] {
        styledLines(for: item, number: number, layout: layout, now: now).map(\.plainText)
    }

    var newerTitle: String { "── newer posts ──" }

    func olderTitle(page: Int) -> String { "── page \(page) ──" }

    var endLine: String { "── end of timeline ──" }

    var emptyLine: String { "(no posts)" }

    var loadingText: String { "loading the timeline…" }
}
