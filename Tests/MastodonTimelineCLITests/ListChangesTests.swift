import MastodonAPI
import Testing

@testable import MastodonTimelineCLI

/// What `--follow` reports between two states of a list: new, updated and removed items, and nothing
/// for items that only left the window the loaded pages show.
@Suite struct ListChangesTests {
    private struct Item: ScreenItem {
        var id: String
        var text: String
        var actionStatus: Status? { nil }
    }

    private func items(_ pairs: [(String, String)]) -> [Item] {
        pairs.map { Item(id: $0.0, text: $0.1) }
    }

    @Test func givenAnEditANewItemAndADeletionInside_whenCompared_thenEachIsReportedOnce() {
        let old = items([("5", "a"), ("4", "b"), ("3", "c"), ("2", "d")])
        let new = items([("6", "new"), ("5", "a"), ("3", "c, edited"), ("2", "d")])

        let changes = ListChanges(from: old, to: new, wholeList: false)

        #expect(changes.added.map(\.index) == [0])
        #expect(changes.added.map(\.item.id) == ["6"])
        #expect(changes.updated.map(\.index) == [2])
        #expect(changes.updated.map(\.item.text) == ["c, edited"])
        #expect(changes.removed.map(\.id) == ["4"])
    }

    @Test func givenItemsPushedPastTheLoadedPages_whenCompared_thenTheyAreNotRemoved() {
        let old = items([("3", "a"), ("2", "b"), ("1", "c")])
        let new = items([("4", "d"), ("3", "a"), ("2", "b")])

        let window = ListChanges(from: old, to: new, wholeList: false)
        let whole = ListChanges(from: old, to: new, wholeList: true)

        #expect(window.removed.isEmpty)
        #expect(whole.removed.map(\.id) == ["1"])
        #expect(window.added.map(\.item.id) == ["4"])
    }

    @Test func givenTheSameList_whenCompared_thenNothingChanged() {
        let list = items([("2", "a"), ("1", "b")])

        #expect(ListChanges(from: list, to: list, wholeList: true).isEmpty)
        #expect(!ListChanges(from: list, to: [], wholeList: true).isEmpty)
    }
}
