import Foundation
import MastodonAPI
import Testing

/// Every id field accepts a JSON string or a JSON whole number, and keeps it as text.
@Suite struct NumericIdentifierTests {
    static let everyIdAsNumber = #"""
        {
          "id": 113000000000000042, "created_at": "2026-05-01T09:30:00.000Z",
          "in_reply_to_id": 113000000000000041, "in_reply_to_account_id": 7,
          "content": "<p>numbers</p>",
          "account": {"id": 1, "username": "ada", "acct": "ada", "created_at": "2023-01-01T00:00:00.000Z"},
          "media_attachments": [{"id": 555, "type": "image", "url": null}],
          "mentions": [{"id": 7, "username": "bob", "acct": "bob", "url": null}],
          "poll": {"id": 9, "expired": false, "multiple": false, "votes_count": 0, "options": []},
          "reblog": null
        }
        """#

    @Test func givenEveryIdAsANumber_whenDecoded_thenEachIsKeptAsText() throws {
        let status = try decodeFixture(Status.self, Self.everyIdAsNumber)

        #expect(status.id == "113000000000000042")
        #expect(status.inReplyToId == "113000000000000041")
        #expect(status.inReplyToAccountId == "7")
        #expect(status.account.id == "1")
        #expect(status.mediaAttachments.map(\.id) == ["555"])
        #expect(status.mentions.map(\.id) == ["7"])
        #expect(status.poll?.id == "9")
    }

    @Test func givenANumericNotificationId_whenDecoded_thenKeptAsText() throws {
        let json = #"""
            {"id": 34975861, "type": "follow", "created_at": "2026-05-01T09:30:00.000Z",
             "account": {"id": 2, "username": "cy", "acct": "cy"}}
            """#

        let notification = try decodeFixture(MastodonNotification.self, json)

        #expect(notification.id == "34975861")
        #expect(notification.account.id == "2")
    }

    @Test(arguments: [#"1.5"#, #"true"#, #"{"x": 1}"#])
    func givenAReplyIdThatIsNeitherTextNorAWholeNumber_whenDecoded_thenTheStatusIsRejected(value: String)
        throws
    {
        let json = Self.everyIdAsNumber.replacingOccurrences(
            of: #""in_reply_to_id": 113000000000000041"#, with: #""in_reply_to_id": \#(value)"#)

        #expect(throws: DecodingError.self) { try decodeFixture(Status.self, json) }
    }
}
