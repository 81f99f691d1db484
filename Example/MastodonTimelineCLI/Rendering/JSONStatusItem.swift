import MastodonAPI

/// One status in a ``JSONStateLine``.
struct JSONStatusItem: Encodable, Equatable {
    var id: String
    var account: String
    var text: String
    var createdAt: String
    var favourited: Bool
    var reblogged: Bool
    var reblogsCount: Int
    var favouritesCount: Int

    enum CodingKeys: String, CodingKey {
        case id, account, text, favourited, reblogged
        case createdAt = "created_at"
        case reblogsCount = "reblogs_count"
        case favouritesCount = "favourites_count"
    }

    init(_ item: Status) {
        let status = item.displayed
        id = item.id
        account = status.account.acct
        text = StatusText.body(of: status)
        createdAt = MastodonDate.string(from: status.createdAt)
        favourited = status.favourited ?? false
        reblogged = status.reblogged ?? false
        reblogsCount = status.reblogsCount
        favouritesCount = status.favouritesCount
    }
}
