/// Hand-written status JSON modelled on Mastodon 4.x responses (not copied from recordings).
enum StatusFixtures {
    /// A public status read anonymously: no user booleans, no `pinned`, no `application`,
    /// `edited_at` absent, `card` and `poll` null, a `created_at` without fractional seconds.
    static let anonymous = #"""
        {
          "id": "110000000000000001",
          "created_at": "2026-03-01T10:20:30Z",
          "in_reply_to_id": null,
          "in_reply_to_account_id": null,
          "sensitive": false,
          "spoiler_text": "",
          "visibility": "public",
          "language": "en",
          "uri": "https://social.example.test/users/alice/statuses/110000000000000001",
          "url": "https://social.example.test/@alice/110000000000000001",
          "replies_count": 1,
          "reblogs_count": 2,
          "favourites_count": 3,
          "content": "<p>Hello <a href=\"https://social.example.test/tags/swift\">\#
        #<span>swift</span></a></p>",
          "reblog": null,
          "account": \#(AccountFixtures.alice),
          "media_attachments": [],
          "mentions": [],
          "tags": [{"name": "swift", "url": "https://social.example.test/tags/swift"}],
          "emojis": [],
          "card": null,
          "poll": null
        }
        """#

    /// A boost as returned by `POST /reblog`: an empty wrapper by the remote bot whose `reblog` is
    /// Alice's original, with user booleans present and `edited_at` null.
    static let boostWrapper = #"""
        {
          "id": "110000000000000009",
          "created_at": "2026-03-01T11:00:00.500Z",
          "in_reply_to_id": null,
          "in_reply_to_account_id": null,
          "sensitive": false,
          "spoiler_text": "",
          "visibility": "public",
          "language": null,
          "uri": "https://other.example.test/users/weatherbot/statuses/9/activity",
          "url": null,
          "replies_count": 0,
          "reblogs_count": 0,
          "favourites_count": 0,
          "edited_at": null,
          "favourited": false,
          "reblogged": true,
          "muted": false,
          "bookmarked": false,
          "content": "",
          "reblog": {
            "id": "110000000000000002",
            "created_at": "2026-03-01T10:59:00.250Z",
            "in_reply_to_id": null,
            "in_reply_to_account_id": null,
            "sensitive": true,
            "spoiler_text": "cats",
            "visibility": "unlisted",
            "language": "en",
            "uri": "https://social.example.test/users/alice/statuses/110000000000000002",
            "url": "https://social.example.test/@alice/110000000000000002",
            "replies_count": 0,
            "reblogs_count": 1,
            "favourites_count": 7,
            "edited_at": null,
            "favourited": true,
            "reblogged": true,
            "muted": false,
            "bookmarked": false,
            "pinned": false,
            "content": "<p>A cat picture</p>",
            "reblog": null,
            "application": {"name": "Web", "website": null},
            "account": \#(AccountFixtures.alice),
            "media_attachments": [],
            "mentions": [],
            "tags": [],
            "emojis": [],
            "card": null,
            "poll": null
          },
          "application": null,
          "account": \#(AccountFixtures.remoteBot),
          "media_attachments": [],
          "mentions": [],
          "tags": [],
          "emojis": [],
          "card": null,
          "poll": null
        }
        """#

    /// A status from a fork: visibility `local`, edited (`edited_at` with a `+00:00` offset), with a
    /// poll, a preview card, a media attachment still processing (`url` null) and a mention.
    static let richFromFork = #"""
        {
          "id": "01HZX3Q8Y9TESTULID000000AB",
          "created_at": "2026-03-02T08:00:00.123456Z",
          "edited_at": "2026-03-02T08:05:00+00:00",
          "in_reply_to_id": "110000000000000001",
          "in_reply_to_account_id": "109000000000000001",
          "sensitive": false,
          "spoiler_text": "",
          "visibility": "local",
          "language": null,
          "uri": "https://fork.example.test/objects/01HZX3Q8Y9TESTULID000000AB",
          "url": "https://fork.example.test/notice/01HZX3Q8Y9TESTULID000000AB",
          "replies_count": 0,
          "reblogs_count": 0,
          "favourites_count": 0,
          "favourited": false,
          "reblogged": false,
          "muted": false,
          "bookmarked": true,
          "content": "<p><span class=\"h-card\"><a href=\"https://social.example.test/@alice\">\#
        @<span>alice</span></a></span> vote!</p>",
          "reblog": null,
          "account": \#(AccountFixtures.remoteBot),
          "media_attachments": [
            {
              "id": "22",
              "type": "image",
              "url": null,
              "preview_url": "https://fork.example.test/media/22/small.png",
              "remote_url": null,
              "description": "A chart",
              "blurhash": "UBL_:rOpGG-oBUNG,qRj2so|=eE1w^n4S5NH",
              "meta": {"small": {"width": 400, "height": 300}}
            },
            {
              "id": "23",
              "type": "model3d",
              "url": "https://fork.example.test/media/23.glb",
              "preview_url": null,
              "description": null
            }
          ],
          "mentions": [
            {
              "id": "109000000000000001",
              "username": "alice",
              "url": "https://social.example.test/@alice",
              "acct": "alice@social.example.test"
            }
          ],
          "tags": [],
          "emojis": [],
          "card": {
            "url": "https://news.example.test/story",
            "title": "A story",
            "description": "What happened",
            "type": "link",
            "author_name": "",
            "author_url": "",
            "provider_name": "News",
            "provider_url": "https://news.example.test",
            "html": "",
            "width": 640,
            "height": 360,
            "image": "https://fork.example.test/cards/story.jpg",
            "embed_url": "",
            "blurhash": null
          },
          "poll": {
            "id": "7",
            "expires_at": "2026-03-03T08:00:00.000Z",
            "expired": false,
            "multiple": true,
            "votes_count": 5,
            "voters_count": 3,
            "voted": true,
            "own_votes": [0, 2],
            "options": [
              {"title": "Tabs", "votes_count": 2},
              {"title": "Spaces", "votes_count": null},
              {"title": "Both", "votes_count": 3}
            ],
            "emojis": []
          }
        }
        """#

    /// A two-status array whose second status has a broken `created_at`.
    static let timelineWithBadDate = #"""
        [
          \#(anonymous),
          {
            "id": "110000000000000003",
            "created_at": "yesterday",
            "content": "",
            "account": \#(AccountFixtures.alice)
          }
        ]
        """#

    /// A status with an `edited_at` value (`absent`, `null` or a date string) spliced in.
    static func withEditedAt(_ editedAt: String?) -> String {
        let editedLine = editedAt.map { #""edited_at": \#($0),"# } ?? ""
        return #"""
            {
              "id": "110000000000000004",
              "created_at": "2026-03-01T12:00:00.000Z",
              \#(editedLine)
              "visibility": "public",
              "uri": "https://social.example.test/users/alice/statuses/110000000000000004",
              "content": "<p>edited?</p>",
              "account": \#(AccountFixtures.alice),
              "media_attachments": [],
              "mentions": [],
              "tags": [],
              "emojis": []
            }
            """#
    }
}
