/// What changed in a list between two of its settled states, item by item: what is new, what changed
/// (an edit, a rename of its author, new counts) and what was taken out.
///
/// When the new list is the whole list (it ends: nothing older to load), an item missing from it was
/// removed. Otherwise an item missing from it counts as removed only when something that came after it
/// is still there: items past the end of the new list left the window the pages show (a new post pushed
/// them down), which is no change to them.
struct ListChanges<Item: ScreenItem>: Equatable {
    /// Items that were not in the old list, in the new list's order, with their place in it.
    var added: [(index: Int, item: Item)] = []
    /// Items in both lists that differ, in the new list's order, with their place in it.
    var updated: [(index: Int, item: Item)] = []
    /// Items taken out of the list, in the old list's order.
    var removed: [Item] = []

    /// Whether nothing changed.
    var isEmpty: Bool { added.isEmpty && updated.isEmpty && removed.isEmpty }

    /// The changes that turn `old` into `new`; `wholeList` when `new` is all there is.
    init(from old: [Item], to new: [Item], wholeList: Bool) {
        var oldByID: [String: Item] = [:]
        for item in old { oldByID[item.id] = item }
        var newIDs = Set<String>()
        for (index, item) in new.enumerated() {
            newIDs.insert(item.id)
            if let before = oldByID[item.id] {
                if before != item { updated.append((index, item)) }
            } else {
                added.append((index, item))
            }
        }
        let lastKept = wholeList ? old.count - 1 : (old.lastIndex { newIDs.contains($0.id) } ?? -1)
        removed = old.prefix(lastKept + 1).filter { !newIDs.contains($0.id) }
    }

    static func == (lhs: ListChanges, rhs: ListChanges) -> Bool {
        lhs.added.map(\.index) == rhs.added.map(\.index) && lhs.added.map(\.item) == rhs.added.map(\.item)
            && lhs.updated.map(\.index) == rhs.updated.map(\.index)
            && lhs.updated.map(\.item) == rhs.updated.map(\.item) && lhs.removed == rhs.removed
    }
}
