import Foundation
import MastodonAPI
import StoreFlowable

/// One item of a pane as the frame shows it: its lines, and what the keys act on.
struct PaneRow {
    /// The list item's ID: selection follows it.
    let id: String
    /// The item's lines, within the pane's width.
    let lines: [StyledText]
    /// The status `f`, `b` and `m` act on, if any.
    let status: Status?
    /// What Enter opens.
    let opens: PaneTarget?
    /// The account `a` opens.
    let authorID: String?
    /// The status `d` deletes: the item itself when it is a status (a boost's own ID for a boost).
    var deletableID: String? = nil
    /// The gap the row stands for, where posts are missing: Enter and `g` load it.
    var gap: ListGap? = nil
}

extension PaneRow {
    /// The row of `gap`: one line saying posts are missing, loading, or why they could not be loaded.
    init(gap: ListGap) {
        self.init(
            id: "gap:\(gap.id)", lines: ["\(GapLine.text(for: gap), .dim)"], status: nil, opens: nil,
            authorID: nil, gap: gap)
    }
}

/// A screen the reader can open.
enum PaneTarget: Equatable, Sendable {
    /// A status with its thread.
    case thread(statusID: String)
    /// An account with its posts, by ID or address.
    case profile(String)
    /// The user's notifications.
    case notifications
    /// A timeline.
    case timeline(Timeline)

    /// What `/` makes of what was typed: an ID (digits) opens a status, `@user` or `user@domain` a
    /// profile, `notifications`, `home`, `public`, `local` and `tag:NAME` their lists; `nil` otherwise.
    static func parse(_ text: String) -> PaneTarget? {
        let text = text.trimmingCharacters(in: .whitespaces)
        switch TimelineArgument.parse(text) {
        case .statuses(let timeline)?: return .timeline(timeline)
        case .notifications?: return .notifications
        case nil: break
        }
        if !text.isEmpty, text.allSatisfy(\.isNumber) { return .thread(statusID: text) }
        let account = text.hasPrefix("@") ? String(text.dropFirst()) : text
        guard !account.isEmpty, !account.contains(where: \.isWhitespace), !account.hasPrefix("@"),
            text.hasPrefix("@") || account.contains("@")
        else { return nil }
        return .profile(account)
    }
}
