import MastodonAPI

/// One notification in a ``JSONStateLine``.
struct JSONNotificationItem: Encodable, Equatable {
    var id: String
    /// The type as the server sent it, unknown ones included.
    var type: String
    /// Who did it (`user@domain`).
    var account: String
    var createdAt: String
    /// The status it is about, described as timelines describe statuses; absent when there is none.
    var status: JSONStatusItem?

    enum CodingKeys: String, CodingKey {
        case id, type, account, status
        case createdAt = "created_at"
    }

    init(_ notification: MastodonNotification) {
        id = notification.id
        type = notification.type.rawValue
        account = notification.account.acct
        createdAt = MastodonDate.string(from: notification.createdAt)
        status = notification.status.map { JSONStatusItem($0) }
    }
}
