/// A pane on the reader's stack, with what the reader keeps about it: which item is selected (by ID,
/// so that new items arriving above never move the selection to another) and how far it is scrolled.
struct PaneView {
    let pane: Pane
    /// The selected item's ID; `nil` for the first.
    var selectedID: String?
    /// Where the selected item was last, to select its neighbour when it goes.
    var selectedHint = 0
    /// The first line shown.
    var top = 0
    /// The rows last drawn.
    var rows: [PaneRow] = []
    /// Whether the list has shown rows yet: the first time it does, the selection starts at the post
    /// the reading position was saved at in an earlier run.
    private var hasShownRows = false

    init(pane: Pane) {
        self.pane = pane
    }

    /// The index of the selected row in ``rows``.
    var selectedIndex: Int? {
        guard !rows.isEmpty else { return nil }
        if let selectedID, let index = rows.firstIndex(where: { $0.id == selectedID }) { return index }
        return min(selectedHint, rows.count - 1)
    }

    /// The selected row.
    var selectedRow: PaneRow? { selectedIndex.map { rows[$0] } }

    /// Whether the last row is selected.
    var isAtEnd: Bool { selectedIndex.map { $0 == rows.count - 1 } ?? false }

    /// Selects the post the list's reading position was saved at, the first time `rows` hold any.
    mutating func startAtAnchor(in rows: [PaneRow]) {
        guard !hasShownRows, !rows.isEmpty else { return }
        hasShownRows = true
        if let anchor = pane.anchorID, rows.contains(where: { $0.id == anchor }) { selectedID = anchor }
    }

    /// Takes the newly drawn `rows`: the selection stays on its item, or, when the item went, on the
    /// item that took its place.
    mutating func follow(_ rows: [PaneRow]) {
        self.rows = rows
        guard let index = selectedIndex else { return }
        selectedID = rows[index].id
        selectedHint = index
    }

    /// Moves the selection `offset` items down (up when negative), within the list.
    mutating func move(by offset: Int) {
        guard let index = selectedIndex else { return }
        let moved = min(max(0, index + offset), rows.count - 1)
        selectedID = rows[moved].id
        selectedHint = moved
    }
}
