/// Prints the changes `--follow` finds in a list, each as it happens.
protocol ChangePrinter {
    /// What the list holds.
    associatedtype Item: ScreenItem

    /// Prints `changes`, which made the list `content`.
    mutating func print(_ changes: ListChanges<Item>, content: [Item])
}
