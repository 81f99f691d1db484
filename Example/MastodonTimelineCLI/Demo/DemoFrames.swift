import Foundation
import MastodonAPI

/// The demo's screens drawn as the full-screen reader draws them, with the story's post selected: what
/// a person at the reader would see on each screen at that moment.
enum DemoFrames {
    /// The columns of a frame.
    static let columns = 80
    /// The rows of a frame.
    static let rows = 9

    /// The frame of `screen` with the post `postID` selected, as lines; `focusID` draws a thread.
    static func frame(of screen: DemoScreen, postID: String, now: Date, header: [StyledText] = []) -> [String]
    {
        let reading = ReadingStyle(
            width: columns - ReaderFrame.gutter, colours: false, expandsContentWarnings: false)
        let content = screen.content
        let rows: [PaneRow]
        if screen.name == "status" {
            let presenter = ThreadPresenter(focusID: postID, reading: reading)
            let layout = presenter.layout(of: content)
            rows = content.enumerated().map { index, item in
                row(item, presenter.styledLines(for: item, number: index + 1, layout: layout, now: now))
            }
        } else {
            let presenter = TimelinePresenter(reading: reading)
            rows = content.enumerated().map { index, item in
                row(item, presenter.styledLines(for: item, number: index + 1, layout: (), now: now))
            }
        }
        let frame = ReaderFrame(
            columns: columns, rows: rows.isEmpty ? 3 : Self.rows, title: screen.name, header: header,
            items: rows, selected: content.firstIndex { $0.displayed.id == postID }, top: 0, status: "",
            prompt: nil, colours: false)
        return frame.layout().lines.dropLast(2).map {
            $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    private static func row(_ item: Status, _ lines: [StyledText]) -> PaneRow {
        PaneRow(id: item.id, lines: lines, status: item.actionStatus, opens: nil, authorID: nil)
    }

    /// The frames of `screens`, one under another, each between rules.
    static func text(of screens: [DemoScreen], postID: String, now: Date, profileHeader: [StyledText])
        -> String
    {
        let rule = String(repeating: "─", count: columns)
        return screens.map { screen in
            let header = screen.name == "profile" ? profileHeader : []
            return ([rule] + frame(of: screen, postID: postID, now: now, header: header)).joined(
                separator: "\n")
        }.joined(separator: "\n") + "\n" + rule + "\n"
    }
}
