/// Generated timeline pages for a tag, modelled on Mastodon's tag timeline responses.
enum TimelineFixtures {
    /// A JSON array of minimal public statuses by Alice with the given ids (newest first).
    static func statuses(ids: [Int], tag: String) -> String {
        let items = ids.map { id in
            let second = id % 60 < 10 ? "0\(id % 60)" : "\(id % 60)"
            return #"""
                {
                  "id": "\#(id)",
                  "created_at": "2026-03-05T12:00:\#(second).000Z",
                  "in_reply_to_id": null,
                  "in_reply_to_account_id": null,
                  "sensitive": false,
                  "spoiler_text": "",
                  "visibility": "public",
                  "language": "en",
                  "uri": "https://social.example.test/users/alice/statuses/\#(id)",
                  "url": "https://social.example.test/@alice/\#(id)",
                  "replies_count": 0,
                  "reblogs_count": 0,
                  "favourites_count": 0,
                  "edited_at": null,
                  "content": "<p>post \#(id) <a href=\"https://social.example.test/tags/\#(tag)\">\#
                #\#(tag)</a></p>",
                  "reblog": null,
                  "account": \#(AccountFixtures.alice),
                  "media_attachments": [],
                  "mentions": [],
                  "tags": [{"name": "\#(tag)", "url": "https://social.example.test/tags/\#(tag)"}],
                  "emojis": [],
                  "card": null,
                  "poll": null
                }
                """#
        }
        return "[" + items.joined(separator: ",\n") + "]"
    }

    /// A Mastodon-style `Link` header with `next` (older, `max_id`) and `prev` (newer, `min_id`).
    static func linkHeader(base: String, maxId: Int, minId: Int) -> String {
        "<\(base)&max_id=\(maxId)>; rel=\"next\", <\(base)&min_id=\(minId)>; rel=\"prev\""
    }
}
