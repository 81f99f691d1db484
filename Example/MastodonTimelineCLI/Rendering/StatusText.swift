import Foundation
import MastodonAPI

/// The human-readable pieces of a status, shared by every renderer.
///
/// ``body(of:)`` is the server's text as is (JSON keeps it, escaped); the other pieces are for
/// people and pass through ``TerminalText``.
enum StatusText {
    /// The display name, or the username when the display name is empty, safe for a terminal.
    static func name(of account: Account) -> String {
        let name = TerminalText.clean(account.displayName).trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? TerminalText.clean(account.username) : name
    }

    /// The account's address (`user@domain`), safe for a terminal.
    static func address(of account: Account) -> String {
        TerminalText.clean(account.acct)
    }

    /// The body safe for a terminal: ``body(of:)`` with newlines and tabs kept in the text and the
    /// content warning on one line.
    static func terminalBody(of status: Status) -> String {
        let text = TerminalText.clean(HTMLText.plainText(fromHTML: status.content), layout: .multiline)
        guard !status.spoilerText.isEmpty else { return text }
        return "⚠ CW: \(TerminalText.clean(status.spoilerText))\n\(text)"
    }

    /// The poll's options (`📊 Tabs · Spaces`) and the preview card's title (`🔗 A story`), safe for
    /// a terminal; empty when the status has neither.
    static func attachments(of status: Status) -> [String] {
        var lines: [String] = []
        let options = (status.poll?.options ?? []).map { TerminalText.clean($0.title) }
        if !options.isEmpty {
            lines.append("📊 " + options.joined(separator: " · "))
        }
        if let title = status.card.map({ TerminalText.clean($0.title) }), !title.isEmpty {
            lines.append("🔗 " + title)
        }
        return lines
    }

    /// The body as plain text, with a content warning first when there is one, as the server sent it.
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
