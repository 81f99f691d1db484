import Foundation
import MastodonAPI
import Testing

/// A missing, `null` or broken optional field never costs a status.
@Suite struct MissingOptionalFieldsTests {
    @Test func givenOnlyTheRequiredFields_whenDecoded_thenEverythingElseDefaults() throws {
        let json = #"""
            {"id": "1", "created_at": "2026-05-01T09:30:00Z", "account": {"id": "2", "acct": "ada@example.test"}}
            """#

        let status = try decodeFixture(Status.self, json)

        #expect(status.account.username == "ada")
        #expect(status.account.createdAt == Account.unknownCreation)
        #expect(status.content == "" && status.spoilerText == "")
        #expect(status.inReplyToId == nil && status.favourited == nil && status.reblog == nil)
        #expect(status.mediaAttachments.isEmpty && status.tags.isEmpty && status.emojis.isEmpty)
    }

    @Test func givenEveryOptionalFieldNull_whenDecoded_thenNilOrDefaults() throws {
        let json = #"""
            {"id": "1", "created_at": "2026-05-01T09:30:00Z", "in_reply_to_id": null,
             "in_reply_to_account_id": null, "sensitive": null, "spoiler_text": null, "visibility": null,
             "language": null, "uri": null, "url": null, "replies_count": null, "reblogs_count": null,
             "favourites_count": null, "favourited": null, "reblogged": null, "muted": null, "bookmarked": null,
             "pinned": null, "content": null, "reblog": null, "application": null, "media_attachments": null,
             "mentions": null, "tags": null, "emojis": null, "card": null, "poll": null, "edited_at": null,
             "account": {"id": "2", "username": "ada", "acct": null, "display_name": null, "note": null,
                         "created_at": null, "last_status_at": null, "emojis": null, "fields": null,
                         "followers_count": null, "locked": null}}
            """#

        let status = try decodeFixture(Status.self, json)

        #expect(status.visibility == .public)
        #expect(status.repliesCount == 0 && status.sensitive == false)
        #expect(status.account.acct == "ada" && status.account.displayName == "")
        #expect(status.account.fields.isEmpty && status.account.lastStatusAt == nil)
    }

    @Test func givenBrokenNestedObjects_whenDecoded_thenTheyAreLeftOutAndTheStatusStays() throws {
        let json = #"""
            {"id": "1", "created_at": "2026-05-01T09:30:00Z", "content": "<p>kept</p>",
             "account": {"id": "2", "username": "ada", "created_at": "last tuesday",
                         "fields": [{"name": "ok", "value": "v"}, {"name": "bad", "verified_at": "never"}]},
             "media_attachments": [{"type": "image"}, {"id": "m2", "type": "hologram"}],
             "mentions": [{"username": "no-id"}],
             "emojis": [{"url": "https://x.test/e.png"}, {"shortcode": "ok", "url": null}],
             "tags": [{"url": "https://x.test/tags/none"}, {"name": "fine"}, "bare"],
             "card": {"title": 42},
             "poll": {"expired": false, "options": []},
             "application": "not an object"}
            """#

        let status = try decodeFixture(Status.self, json)

        #expect(HTMLText.plainText(fromHTML: status.content) == "kept")
        #expect(status.account.createdAt == Account.unknownCreation)
        #expect(status.account.fields.map(\.name) == ["ok"])
        #expect(status.mediaAttachments.map(\.id) == ["m2"])
        #expect(status.mediaAttachments.first?.type == .other("hologram"))
        #expect(status.mentions.isEmpty)
        #expect(status.emojis.map(\.shortcode) == ["ok"])
        #expect(status.tags.map(\.name) == ["fine", "bare"])
        #expect(status.card == nil && status.poll == nil && status.application == nil)
    }

    @Test func givenAnAccountWithNeitherUsernameNorAcct_whenDecoded_thenItIsRejected() {
        let json = #"{"id": "2", "display_name": "Nobody"}"#

        #expect(throws: DecodingError.self) { try decodeFixture(Account.self, json) }
    }
}
