import Testing

/// Hand-written statuses in the shape each server documents or is known to send (not copied from
/// any recording): Mastodon 4.x, Pleroma 2.x, Akkoma, Pixelfed and GoToSocial. Each has a reply, so
/// that `in_reply_to_id` and `in_reply_to_account_id` are filled, and character references in its
/// text fields.
enum ServerDialects {
    /// A server's name and one status it would send.
    struct Sample: Sendable, CustomTestStringConvertible {
        let server: String
        let json: String
        let id: String
        let inReplyToId: String
        let inReplyToAccountId: String
        let acct: String

        var testDescription: String { server }
    }

    static let all = [mastodon, pleroma, akkoma, pixelfed, goToSocial]

    /// Mastodon 4.x: snowflake ids as strings, `&#39;` in content, every optional field present.
    static let mastodon = Sample(
        server: "Mastodon",
        json: #"""
            {
              "id": "113000000000000042", "created_at": "2026-05-01T09:30:00.123Z",
              "in_reply_to_id": "113000000000000041", "in_reply_to_account_id": "109000000000000007",
              "sensitive": false, "spoiler_text": "", "visibility": "public", "language": "en",
              "uri": "https://mastodon.example.test/users/ada/statuses/113000000000000042",
              "url": "https://mastodon.example.test/@ada/113000000000000042",
              "replies_count": 0, "reblogs_count": 1, "favourites_count": 2, "quotes_count": 0,
              "edited_at": null, "favourited": false, "reblogged": false, "muted": false, "bookmarked": false,
              "content": "<p>It&#39;s a caf&eacute;&nbsp;day</p>", "filtered": [], "reblog": null,
              "application": {"name": "Web", "website": null},
              "account": {
                "id": "109000000000000001", "username": "ada", "acct": "ada", "display_name": "Ada",
                "locked": false, "bot": false, "discoverable": true, "group": false,
                "created_at": "2023-01-01T00:00:00.000Z", "note": "<p>Hi</p>",
                "url": "https://mastodon.example.test/@ada", "avatar": "https://mastodon.example.test/a.png",
                "avatar_static": "https://mastodon.example.test/a.png", "header": "", "header_static": "",
                "followers_count": 3, "following_count": 4, "statuses_count": 5,
                "last_status_at": "2026-05-01", "emojis": [], "fields": []
              },
              "media_attachments": [], "mentions": [
                {"id": "109000000000000007", "username": "bob", "url": "https://mastodon.example.test/@bob",
                 "acct": "bob"}
              ],
              "tags": [], "emojis": [], "card": null, "poll": null, "quote": null
            }
            """#,
        id: "113000000000000042", inReplyToId: "113000000000000041", inReplyToAccountId: "109000000000000007",
        acct: "ada")

    /// Pleroma 2.x: flake ids (base62), a `pleroma` extension object, escaped spoiler text and display
    /// name, `emoji_reactions`, `card` absent.
    static let pleroma = Sample(
        server: "Pleroma",
        json: #"""
            {
              "id": "AbCdEf0123456789Xy", "created_at": "2026-05-01T09:30:00.000Z",
              "in_reply_to_id": "AbCdEf0123456789Xx", "in_reply_to_account_id": "9zYkC7pLq2",
              "sensitive": true, "spoiler_text": "Tom &amp; Jerry", "visibility": "unlisted", "language": null,
              "uri": "https://pleroma.example.test/objects/5c1e", "url": "https://pleroma.example.test/notice/AbCdEf0123456789Xy",
              "replies_count": 1, "reblogs_count": 0, "favourites_count": 0, "favourited": false,
              "reblogged": false, "muted": false, "bookmarked": false, "pinned": false,
              "content": "caf&eacute; &amp; cr&egrave;me<br/>&hellip;", "reblog": null,
              "application": null, "emojis": [], "mentions": [], "tags": [], "media_attachments": [],
              "poll": null,
              "account": {
                "id": "9zYkC7pLq1", "username": "rene", "acct": "rene@pleroma.example.test",
                "display_name": "Ren&eacute;e &amp; co", "note": "Caf&eacute; owner&nbsp;&mdash; &#x1F375;",
                "created_at": "2020-02-02T12:00:00.000Z", "locked": false, "bot": false,
                "followers_count": 1, "following_count": 1, "statuses_count": 10,
                "avatar": "https://pleroma.example.test/images/avi.png", "emojis": [], "fields": [],
                "fqn": "rene@pleroma.example.test",
                "pleroma": {"is_admin": false, "hide_followers": true, "relationship": {}}
              },
              "pleroma": {
                "local": false, "conversation_id": 1234567, "in_reply_to_account_acct": "sam",
                "content": {"text/plain": "café & crème"}, "spoiler_text": {"text/plain": "Tom & Jerry"},
                "expires_at": null, "thread_muted": false, "emoji_reactions": [{"name": "👍", "count": 2, "me": false}]
              }
            }
            """#,
        id: "AbCdEf0123456789Xy", inReplyToId: "AbCdEf0123456789Xx", inReplyToAccountId: "9zYkC7pLq2",
        acct: "rene@pleroma.example.test")

    /// Akkoma: Pleroma's shape plus the `local` visibility (kept as an unknown value), an `akkoma`
    /// object, hex references in content and a tag sent as a bare string.
    static let akkoma = Sample(
        server: "Akkoma",
        json: #"""
            {
              "id": "AkKoMa00000000000B", "created_at": "2026-05-01T09:30:00Z",
              "in_reply_to_id": "AkKoMa00000000000A", "in_reply_to_account_id": "AkAcct0002",
              "sensitive": false, "spoiler_text": "", "visibility": "local", "language": "de",
              "uri": "https://akkoma.example.test/objects/b2", "url": null,
              "replies_count": 0, "reblogs_count": 0, "favourites_count": 7,
              "content": "<p>&#x27;Gr&uuml;&szlig;e&#x27; &ndash; &#8220;quoted&#8221;</p>", "reblog": null,
              "emojis": [], "mentions": [], "tags": ["akkoma"], "media_attachments": [],
              "account": {
                "id": "AkAcct0001", "username": "kai", "acct": "kai", "display_name": "Kai",
                "note": "", "created_at": "2021-03-03T00:00:00.000Z", "bot": false, "locked": false,
                "followers_count": 0, "following_count": 0, "statuses_count": 1, "emojis": [], "fields": [],
                "akkoma": {"instance": {"name": "akkoma.example.test"}, "permit_followback": false}
              },
              "akkoma": {"source": {"content": "'Grüße'", "mediaType": "text/plain"}},
              "pleroma": {"local": true, "conversation_id": 99}
            }
            """#,
        id: "AkKoMa00000000000B", inReplyToId: "AkKoMa00000000000A", inReplyToAccountId: "AkAcct0002",
        acct: "kai")

    /// Pixelfed: reply ids as JSON numbers, six fractional digits, `spoiler_text` and `language` null,
    /// media with Pixelfed's extra keys, account with `note_text`.
    static let pixelfed = Sample(
        server: "Pixelfed",
        json: #"""
            {
              "id": "595183011235356672", "created_at": "2026-05-01T09:30:00.000000Z",
              "in_reply_to_id": 595183011235356000, "in_reply_to_account_id": 484000000000000001,
              "sensitive": false, "spoiler_text": null, "visibility": "public", "language": null,
              "uri": "https://pixelfed.example.test/p/lu/595183011235356672",
              "url": "https://pixelfed.example.test/p/lu/595183011235356672",
              "replies_count": 0, "reblogs_count": 0, "favourites_count": 12, "reblogged": false,
              "favourited": false, "muted": null, "bookmarked": false, "pinned": false,
              "content": "Sunset at the pier &#x1F305; &copy; Lu", "content_text": "Sunset at the pier",
              "reblog": null, "application": {"name": "web", "website": null}, "mentions": [], "tags": [],
              "emojis": [], "poll": null, "pf_type": "photo", "local": true, "place": null,
              "comments_disabled": false, "thread": false, "label": {"covid": false},
              "media_attachments": [
                {"id": "595183006000000000", "type": "image", "url": "https://pixelfed.example.test/m/1.jpg",
                 "remote_url": null, "preview_url": "https://pixelfed.example.test/m/1_t.jpg", "text_url": null,
                 "meta": null, "description": null, "blurhash": "U02", "optimized_url": "https://pixelfed.example.test/m/1o.jpg",
                 "mime": "image/jpeg", "license": null}
              ],
              "account": {
                "id": "484000000000000009", "username": "lu", "acct": "lu", "display_name": "Lu",
                "note": "Photos &amp; walks", "note_text": "Photos & walks", "locked": false, "bot": false,
                "created_at": "2022-05-05T10:10:10.000000Z", "followers_count": 100, "following_count": 50,
                "statuses_count": 300, "avatar": "https://pixelfed.example.test/avatar.jpg", "header": "",
                "local": true, "is_admin": false, "website": null, "last_fetched_at": null,
                "emojis": [], "fields": []
              }
            }
            """#,
        id: "595183011235356672", inReplyToId: "595183011235356000", inReplyToAccountId: "484000000000000001",
        acct: "lu")

    /// GoToSocial: ULID ids, a full-datetime `last_status_at`, `interaction_policy`, a role object.
    static let goToSocial = Sample(
        server: "GoToSocial",
        json: #"""
            {
              "id": "01HX2Z8Q4J6K7M8N9P0R1S2T3V", "created_at": "2026-05-01T09:30:00.000Z",
              "in_reply_to_id": "01HX2Z8Q4J6K7M8N9P0R1S2T3A", "in_reply_to_account_id": "01F8MH1H7YV1Z7D2C8K2730QBF",
              "sensitive": false, "spoiler_text": "re: plans", "visibility": "private", "language": "en",
              "uri": "https://gts.example.test/users/mo/statuses/01HX2Z8Q4J6K7M8N9P0R1S2T3V",
              "url": "https://gts.example.test/@mo/statuses/01HX2Z8Q4J6K7M8N9P0R1S2T3V",
              "replies_count": 0, "reblogs_count": 0, "favourites_count": 0, "favourited": false,
              "bookmarked": false, "reblogged": false, "muted": false, "pinned": false,
              "content": "<p>See you at 5 &gt; 4 &lt;3</p>", "reblog": null, "text": "See you at 5 > 4 <3",
              "application": {"name": "Tusky", "website": "https://tusky.app"},
              "media_attachments": [], "mentions": [], "tags": [], "emojis": [], "card": null, "poll": null,
              "interaction_policy": {"can_favourite": {"always": ["public"], "with_approval": []}},
              "account": {
                "id": "01F8MH17FWEB39HZJ76B6VXSKF", "username": "mo", "acct": "mo", "display_name": "",
                "locked": true, "discoverable": false, "bot": false, "created_at": "2021-06-20T10:00:00.000Z",
                "note": "", "url": "https://gts.example.test/@mo", "avatar": "", "avatar_static": "",
                "header": "https://gts.example.test/assets/default_header.png", "header_static": "",
                "followers_count": 0, "following_count": 1, "statuses_count": 2,
                "last_status_at": "2026-05-01T09:30:00.000Z", "emojis": [], "fields": [],
                "enable_rss": false, "role": {"name": "user"}
              }
            }
            """#,
        id: "01HX2Z8Q4J6K7M8N9P0R1S2T3V", inReplyToId: "01HX2Z8Q4J6K7M8N9P0R1S2T3A",
        inReplyToAccountId: "01F8MH1H7YV1Z7D2C8K2730QBF", acct: "mo")
}
