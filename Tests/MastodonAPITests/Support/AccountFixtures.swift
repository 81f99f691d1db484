/// Hand-written account JSON modelled on Mastodon 4.x responses (not copied from recordings).
enum AccountFixtures {
    /// A local account: date-only `last_status_at`, a verified field with a `+00:00` offset,
    /// `discoverable` null, `group` false, extra keys the models ignore.
    static let alice = #"""
        {
          "id": "109000000000000001",
          "username": "alice",
          "acct": "alice",
          "display_name": "Alice :wave:",
          "locked": false,
          "bot": false,
          "discoverable": null,
          "indexable": true,
          "group": false,
          "created_at": "2022-11-03T00:00:00.000Z",
          "note": "<p>Tea &amp; terminals</p>",
          "url": "https://social.example.test/@alice",
          "uri": "https://social.example.test/users/alice",
          "avatar": "https://files.example.test/avatars/alice.png",
          "avatar_static": "https://files.example.test/avatars/alice.png",
          "header": "https://files.example.test/headers/alice.png",
          "header_static": "https://files.example.test/headers/alice.png",
          "followers_count": 12,
          "following_count": 34,
          "statuses_count": 56,
          "last_status_at": "2026-04-11",
          "noindex": false,
          "emojis": [
            {
              "shortcode": "wave",
              "url": "https://files.example.test/emoji/wave.png",
              "static_url": "https://files.example.test/emoji/wave_static.png",
              "visible_in_picker": true
            }
          ],
          "roles": [],
          "fields": [
            {
              "name": "Website",
              "value": "<a href=\"https://alice.example.test\" rel=\"me\">alice.example.test</a>",
              "verified_at": "2024-02-29T08:15:30.123+00:00"
            },
            {
              "name": "Pronouns",
              "value": "she/her",
              "verified_at": null
            }
          ]
        }
        """#

    /// A remote bot account created at a time without fractional seconds, never posted
    /// (`last_status_at` null), `group` and `discoverable` absent.
    static let remoteBot = #"""
        {
          "id": "109000000000000002",
          "username": "weatherbot",
          "acct": "weatherbot@other.example.test",
          "display_name": "",
          "locked": true,
          "bot": true,
          "created_at": "2023-01-15T09:30:00Z",
          "note": "",
          "url": "https://other.example.test/@weatherbot",
          "avatar": "https://other.example.test/avatars/original/missing.png",
          "avatar_static": "https://other.example.test/avatars/original/missing.png",
          "header": "",
          "header_static": "",
          "followers_count": 0,
          "following_count": 0,
          "statuses_count": 0,
          "last_status_at": null,
          "emojis": [],
          "fields": []
        }
        """#
}
