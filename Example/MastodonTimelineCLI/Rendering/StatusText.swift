import Foundation
import MastodonAPI

/// The human-readable pieces of a status, shared by every renderer.
enum StatusText {
    /// The display name, or the username when the display name is empty.
    static func name(of account: Account) -> String {
        let name = account.displayName.trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? account.username : name
    }

    /// The body as plain text, with a content warning first when there is one.
    static func body(of status: Status) -> String {
        let text = HTMLText.plainText(fromHTML: status.content)
        guard !status.spoilerText.isEmpty else { return text }
        return "⚠ CW: \(status.spoilerText)\n\(text)"
    }

    /// The counts and the viewer's markers: `💬 2 · 🔁 5 · ★ 9 · 📎 1 media · favourited`.
    static func counts(of status: Status) -> String {
        var parts = ["💬 \(status.repliesCount)", "🔁 \(status.reblogsCount)", "★ \(status.favouritesCount)"]
        if !status.mediaAttachments.isEmpty {
            parts.append("📎 \(status.mediaAttachments.count) media")
        }
        if status.favourited == true { parts.append("favourited") }
        if status.reblogged == true { parts.append("boosted") }
        if status.bookmarked == true { parts.append("bookmarked") }
        return parts.joined(separator: " · ")
    }
}
