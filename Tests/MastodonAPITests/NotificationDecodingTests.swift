import Foundation
import MastodonAPI
import Testing

@Suite struct NotificationDecodingTests {
    static func notification(type: String) -> String {
        #"""
        {"id": "77", "type": "\#(type)", "created_at": "2026-05-01T09:30:00.000Z",
         "account": {"id": "9", "username": "ada", "acct": "ada"}, "emoji": "👍",
         "pleroma": {"is_seen": false, "is_muted": false}, "group_key": "ungrouped-77"}
        """#
    }

    @Test(arguments: [
        ("mention", NotificationType.mention), ("status", .status), ("reblog", .reblog), ("follow", .follow),
        ("follow_request", .followRequest), ("favourite", .favourite), ("poll", .poll), ("update", .update),
        ("pleroma:emoji_reaction", .other("pleroma:emoji_reaction")),
        ("pending.favourite", .other("pending.favourite")), ("admin.sign_up", .other("admin.sign_up")),
    ])
    func givenAType_whenDecoded_thenKnownOnesAreNamedAndUnknownOnesKept(
        raw: String, expected: NotificationType
    )
        throws
    {
        let notification = try decodeFixture(MastodonNotification.self, Self.notification(type: raw))

        #expect(notification.type == expected)
        #expect(try jsonObject(notification)["type"] as? String == raw)
        #expect(notification.status == nil)
    }
}
