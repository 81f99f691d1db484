import Foundation
import MastodonAPI

/// The notifications screen: who did what, and the status it is about.
struct NotificationPresenter: ItemPresenter {
    /// How the notifications and their statuses are laid out for the reader.
    var reading = ReadingStyle.plain
    /// The changes waiting in the outbox, marked on the counts lines.
    var pending = PendingChanges.none

    func styledLines(for item: MastodonNotification, number: Int, layout: Void, now: Date) -> [StyledText] {
        let phrase = Self.phrase(of: item.type).split(separator: " ").map { StyledText(String($0)) }
        let head: [StyledText] =
            [
                "[\(number)] \(Self.symbol(of: item.type))",
                StyledText(StatusText.name(of: item.account), .name),
                StyledText("@" + StatusText.address(of: item.account), .handle),
            ] + phrase + ["· \(RelativeTime.string(for: item.createdAt, now: now))"]
        var lines = LineFlow.lines(head, width: reading.width, hang: StatusBlock.indent.count + 2)
        if let status = item.status?.displayed {
            let width = reading.textWidth(indent: StatusBlock.indent.count)
            lines += StatusBlock.body(
                of: status, width: width, reading: reading, now: now, editedWithCounts: true,
                pending: pending
            )
            .map { StyledText(StatusBlock.indent) + $0 }
        }
        return lines
    }

    var newerTitle: String { "── newer notifications ──" }

    var endLine: String { "── end of notifications ──" }

    var emptyLine: String { "(no notifications)" }

    var loadingText: String { "loading the notifications…" }

    /// The symbol a notification of `type` starts with.
    static func symbol(of type: NotificationType) -> String {
        switch type {
        case .mention: "💬"
        case .status: "📝"
        case .reblog: "🔁"
        case .follow, .followRequest: "👤"
        case .favourite: "★"
        case .poll: "📊"
        case .update: "✏️"
        case .other: "🔔"
        }
    }

    /// What the account did, in words; an unknown type is named as the server sent it.
    static func phrase(of type: NotificationType) -> String {
        switch type {
        case .mention: "mentioned you"
        case .status: "posted"
        case .reblog: "boosted your post"
        case .follow: "followed you"
        case .followRequest: "asked to follow you"
        case .favourite: "favourited your post"
        case .poll: "ran a poll that has ended"
        case .update: "edited a post"
        case .other(let raw): "sent a notification (\(TerminalText.clean(raw)))"
        }
    }
}
