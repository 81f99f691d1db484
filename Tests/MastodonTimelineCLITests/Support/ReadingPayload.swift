import Foundation

/// Status and account JSON for the reading tests, built as dictionaries: a plain status by Alice,
/// with whatever fields a test adds or replaces.
enum ReadingPayload {
    /// When statuses are posted unless a test says otherwise: five minutes before ``ReadingServer/now``.
    static let postedAt = "2026-03-05T12:00:00.000Z"

    /// An account.
    static func account(
        id: String = "100", username: String = "alice", acct: String? = nil, name: String = "Alice"
    )
        -> [String: Any]
    {
        [
            "id": id, "username": username, "acct": acct ?? username, "display_name": name,
            "note": "<p>Hello</p>", "created_at": "2022-11-03T00:00:00.000Z", "locked": false, "bot": false,
            "followers_count": 1, "following_count": 2, "statuses_count": 3, "emojis": [], "fields": [],
        ]
    }

    /// A status with ID `id` and HTML `content` by `account` (Alice), with `fields` added or replaced.
    static func status(
        id: String, content: String = "<p>hello</p>", account: [String: Any] = account(),
        createdAt: String = postedAt, _ fields: [String: Any] = [:]
    ) -> [String: Any] {
        var status: [String: Any] = [
            "id": id, "created_at": createdAt, "sensitive": false, "spoiler_text": "", "visibility": "public",
            "uri": "https://social.example.test/s/\(id)", "replies_count": 0, "reblogs_count": 0,
            "favourites_count": 0, "content": content, "account": account, "mentions": [], "tags": [],
            "emojis": [], "media_attachments": [], "in_reply_to_id": NSNull(),
            "in_reply_to_account_id": NSNull(), "edited_at": NSNull(),
        ]
        status.merge(fields) { _, new in new }
        return status
    }
}
