import Foundation
import MastodonAPI

/// The status a post shows while it is being sent: the user's text, by the user, under a temporary ID.
enum DraftStatus {
    /// What every temporary ID starts with; the server never gives such an ID.
    static let idPrefix = "local-"

    /// The first temporary ID that neither the store nor its outbox holds: `local-1`, else `local-2`, …
    static func freeID(in store: TimelineStore) -> String {
        var number = 1
        while isTaken(idPrefix + String(number), in: store) { number += 1 }
        return idPrefix + String(number)
    }

    /// Whether the store shows a status with `id`, or its outbox holds a change on one (a refused post's
    /// draft is not shown, but `outbox --retry` shows it again).
    private static func isTaken(_ id: String, in store: TimelineStore) -> Bool {
        if store.entities.contains(Status.self, id: id) { return true }
        guard let outbox = store.persisted?.outbox else { return false }
        return !outbox.entries(of: Status.self, id: id).isEmpty
    }

    /// The author of a post written while the server cannot say whose the token is: `You @you`, until
    /// the server's status takes the draft's place.
    static func unknownAuthor(now: Date) -> Account {
        Account(id: idPrefix + "author", username: "you", acct: "you", displayName: "You", createdAt: now)
    }

    /// Whether `id` is a temporary ID.
    static func isTemporary(_ id: String) -> Bool {
        id.hasPrefix(idPrefix)
    }

    /// The draft of `text` by `author`, made at `now`, with the ID `id`.
    static func make(id: String, text: String, author: Account, now: Date) -> Status {
        Status(
            id: id, createdAt: now, visibility: .public, favourited: false, reblogged: false,
            bookmarked: false, content: html(of: text), account: author)
    }

    /// `text` as the HTML a server makes of it: paragraphs, line breaks, escaped characters.
    static func html(of text: String) -> String {
        text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { paragraph in
            "<p>" + escape(paragraph).replacingOccurrences(of: "\n", with: "<br />") + "</p>"
        }
        .joined()
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
