import MastodonAPI
import Testing

@testable import MastodonTimelineCLI

/// The reader's parts on their own: keys read from terminal bytes, what `/` opens, a selection that
/// follows its item, and frames that keep the selection in view within the terminal's size.
@Suite struct ReaderPartsTests {
    @Test func givenTerminalBytes_whenRead_thenKeysComeOutWholeAndUnknownSequencesAreSkipped() {
        let bytes = Array("j\u{1B}[Bk\u{1B}[A\r\u{1B}\u{1B}[6~\u{1B}[5~\u{1B}[99Xé/\u{7F}".utf8)

        let keys = TerminalKey.keys(in: bytes)

        #expect(
            keys == [
                .character("j"), .down, .character("k"), .up, .enter, .escape, .pageDown, .pageUp,
                .character("é"), .character("/"), .backspace,
            ])
        #expect(TerminalKey.keys(in: [0x1B]) == [.escape])
        #expect(TerminalKey.keys(in: [0x1B, 0x5B]) == [])
        #expect(TerminalKey.keys(in: [0xE6, 0x97]) == [])
    }

    @Test(arguments: [
        ("117", PaneTarget.thread(statusID: "117")), ("@alice", .profile("alice")),
        ("bob@example.social", .profile("bob@example.social")), ("notifications", .notifications),
        ("home", .timeline(.home)), ("tag:swift", .timeline(.tag("swift"))), (" local ", .timeline(.local)),
    ])
    func givenWhatWasTyped_whenParsed_thenTheScreenIsNamed(typed: String, target: PaneTarget) {
        #expect(PaneTarget.parse(typed) == target)
    }

    @Test(arguments: ["", "@", "hello", "@a b", "@@x", "tag:"])
    func givenSomethingThatNamesNoScreen_whenParsed_thenNothingOpens(typed: String) {
        #expect(PaneTarget.parse(typed) == nil)
    }

    private func rows(_ ids: [String], lines: Int = 2) -> [PaneRow] {
        ids.map { id in
            PaneRow(
                id: id, lines: (0..<lines).map { StyledText("\(id) line \($0)") }, status: nil, opens: nil,
                authorID: nil)
        }
    }

    @Test func givenASelection_whenItemsArriveAboveOrItsItemGoes_thenItStaysOnItsItemOrItsNeighbour() {
        var view = PaneView(pane: Pane.empty())
        view.follow(rows(["5", "4", "3"]))
        view.move(by: 1)
        #expect(view.selectedRow?.id == "4")

        view.follow(rows(["7", "6", "5", "4", "3"]))
        #expect(view.selectedRow?.id == "4")
        #expect(view.selectedIndex == 3)

        view.follow(rows(["7", "6", "5", "3"]))
        #expect(view.selectedRow?.id == "3")

        view.move(by: 10)
        #expect(view.selectedRow?.id == "3")
        view.move(by: -10)
        #expect(view.selectedRow?.id == "7")
    }

    @Test(arguments: [20, 60, 120])
    func givenAFrame_whenLaidOut_thenEveryLineFitsAndTheSelectionIsInView(columns: Int) {
        let items = rows((1...30).map(String.init), lines: 3)
        let frame = ReaderFrame(
            columns: columns, rows: 12, title: "public › status 1", header: [], items: items, selected: 20,
            top: 0, status: "the end", prompt: nil, colours: false)

        let (lines, top) = frame.layout()

        #expect(lines.count == 12)
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= columns })
        #expect(lines.contains { $0.hasPrefix("▌ 21 line 0") })
        #expect(lines.contains { $0.hasPrefix("▌ 21 line 2") })
        #expect(top > 0)
        #expect(lines.first?.hasPrefix(" public") == true)
    }

    @Test func givenTheSelectionAtTheTop_whenLaidOut_thenTheFrameStartsAtTheFirstItem() {
        let frame = ReaderFrame(
            columns: 40, rows: 10, title: "home", header: [StyledText("header")], items: rows(["1", "2"]),
            selected: 0, top: 7, status: "", prompt: "117", colours: false)

        let (lines, top) = frame.layout()

        #expect(top == 0)
        #expect(lines[1] == "  header")
        #expect(lines[2] == "▌ 1 line 0")
        #expect(lines.last == "/ 117▏")
    }
}
