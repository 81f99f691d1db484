import Foundation
import MastodonAPI

/// The human-readable pieces of a status, shared by every renderer.
///
/// ``body(of:)`` is the server's text as is (JSON keeps it, escaped); the other pieces are for
/// people and pass through ``TerminalText``.
enum StatusText {
    /// The display name with its character references decoded (Pleroma and Akkoma escape it), or the
    /// username when the display name is empty, safe for a terminal.
    static func name(of account: Account) -> String {
        let name = TerminalText.clean(HTMLText.decodingEntities(in: account.displayName))
            .trimmingCharacters(in: .whitespaces)
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
        return "⚠ CW: \(TerminalText.clean(spoiler(of: status)))\n\(text)"
    }

    /// The text alone, safe for a terminal, newlines and tabs kept, each link the server shortened
    /// (`example.com/very/lo…`) written as its whole target.
    static func readableText(of status: Status) -> String {
        TerminalText.clean(
            HTMLText.plainText(fromHTML: status.content, expandingLinks: true), layout: .multiline)
    }

    /// The content warning with its character references decoded, as the server sent it otherwise.
    static func spoiler(of status: Status) -> String {
        HTMLText.decodingEntities(in: status.spoilerText)
    }

    /// The body as plain text, with a content warning first when there is one, as the server sent it.
    static func body(of status: Status) -> String {
        let text = HTMLText.plainText(fromHTML: status.content)
        guard !status.spoilerText.isEmpty else { return text }
        return "⚠ CW: \(spoiler(of: status))\n\(text)"
    }

    /// The counts and the viewer's markers: `💬 2 · 🔁 5 · ★ 9 · 📎 1 media · favourited`, then the
    /// changes that wait in the outbox or were refused: `· ⏳ favourite waiting`.
    static func counts(of status: Status, pending: [PendingMark] = []) -> String {
        var parts = ["💬 \(status.repliesCount)", "🔁 \(status.reblogsCount)", "★ \(status.favouritesCount)"]
        if !status.mediaAttachments.isEmpty {
            parts.append("📎 \(status.mediaAttachments.count) media")
        }
        if status.favourited == true { parts.append("favourited") }
        if status.reblogged == true { parts.append("boosted") }
        if status.bookmarked == true { parts.append("bookmarked") }
        parts += pending.map(\.text)
        return parts.joined(separator: " · ")
    }
}
