import Foundation

/// Hand-written Mastodon status JSON for loopback servers, built as dictionaries so that any text
/// (control characters included) is encoded exactly as a server would send it.
enum StatusPayload {
    /// Every class of control text a hostile server could send: CSI colour, BEL, an OSC title, a C1
    /// CSI, a DCS string, DEL, a C1 NEL, NUL, CR, and bidirectional override and isolate characters.
    static let hostile =
        "A\u{1B}[31mRed\u{07}B\u{1B}]0;owned title\u{07}C\u{9B}2JD\u{1B}P1;2|data\u{1B}\\E\u{7F}F\u{85}G"
        + "\u{202E}H\u{2066}I\u{0}J\rK\u{1B}cL\u{9D}8;;http://x\u{9C}M\u{8}N"

    /// What ``hostile`` reads as once cleaned: its letters in order.
    static let hostileVisible = "ARedBCDEFGHIJKLMN"

    /// One status as a JSON-ready dictionary; `text` fills every free-text field when given.
    static func status(id: Int, text: String? = nil, createdAt: String = "2026-03-05T12:00:00.000Z")
        -> [String: Any]
    {
        let field = text ?? "plain"
        let account: [String: Any] = [
            "id": "9\(id)", "username": text.map { "user" + $0 } ?? "alice",
            "acct": text.map { "alice" + $0 + "@evil.example" } ?? "alice",
            "display_name": text ?? "Alice", "note": "<p>\(field)</p>",
            "created_at": "2022-11-03T00:00:00.000Z",
            "locked": false, "bot": false, "followers_count": 0, "following_count": 0, "statuses_count": 1,
            "emojis": [], "fields": [["name": field, "value": "<b>\(field)</b>", "verified_at": NSNull()]],
        ]
        var status: [String: Any] = [
            "id": "\(id)", "created_at": createdAt, "sensitive": false, "spoiler_text": text ?? "",
            "visibility": "public", "uri": "https://social.example.test/s/\(id)", "replies_count": 0,
            "reblogs_count": 0, "favourites_count": 0, "content": "<p>post \(id) \(field)</p>",
            "account": account, "mentions": [], "tags": [], "emojis": [],
            "media_attachments": [
                ["id": "m\(id)", "type": "image", "url": NSNull(), "description": field]
            ],
        ]
        if text != nil {
            status["poll"] = [
                "id": "p\(id)", "expired": false, "multiple": false, "votes_count": 0,
                "options": [["title": field, "votes_count": 0], ["title": "no", "votes_count": 0]],
                "emojis": [],
            ]
            status["card"] = ["url": "https://news.example.test/", "title": field, "type": "link"]
        }
        return status
    }

    /// A JSON array of statuses.
    static func page(_ statuses: [[String: Any]]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: statuses) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A JSON object, e.g. an error body.
    static func object(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
