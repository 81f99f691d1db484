import Foundation
import MastodonAPI

/// The notifications screen: who did what, and the status it is about.
struct NotificationPresenter: ItemPresenter {
    func lines(for item: MastodonNotification, number: Int, layout: Void, now: Date) -> [String] {
        let who = "\(StatusText.name(of: item.account)) @\(StatusText.address(of: item.account))"
        let age = RelativeTime.string(for: item.createdAt, now: now)
        var lines = [
            "[\(number)] \(Self.symbol(of: item.type)) \(who) \(Self.phrase(of: item.type)) · \(age)"
        ]
        if let status = item.status?.displayed {
            lines += TextWrapping.lines(StatusText.terminalBody(of: status), width: StatusBlock.textWidth).map
            {
                "    " + $0
            }
            lines += StatusText.attachments(of: status).map { "    " + $0 }
            lines.append("    " + StatusText.counts(of: status))
        }
        return lines
    }

    var newerTitle: String { "── newer notifications ──" }

    var endLine: String { "── end of notifications ──" }

    var emptyLine: String { "(no notifications)" }

    var loadingText: String { "loading the notifications…" }

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
        case .other(let raw): "sent a notification (\(raw))"
        }
    }
}
