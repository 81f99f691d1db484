import MastodonAPI

/// The account a profile shows, in a ``JSONStateLine``: its name, address, bio and fields as plain
/// text, and its counts.
struct JSONAccount: Encodable, Equatable {
    struct Field: Encodable, Equatable {
        var name: String
        var value: String
        var verified: Bool
    }

    var id: String
    var acct: String
    var displayName: String
    var note: String
    var url: String?
    var followersCount: Int
    var followingCount: Int
    var statusesCount: Int
    var bot: Bool
    var locked: Bool
    var fields: [Field]

    enum CodingKeys: String, CodingKey {
        case id, acct, note, url, bot, locked, fields
        case displayName = "display_name"
        case followersCount = "followers_count"
        case followingCount = "following_count"
        case statusesCount = "statuses_count"
    }

    init(_ account: Account) {
        id = account.id
        acct = account.acct
        displayName = HTMLText.decodingEntities(in: account.displayName)
        note = HTMLText.plainText(fromHTML: account.note)
        url = account.url?.absoluteString
        followersCount = account.followersCount
        followingCount = account.followingCount
        statusesCount = account.statusesCount
        bot = account.bot
        locked = account.locked
        fields = account.fields.map {
            Field(
                name: HTMLText.decodingEntities(in: $0.name), value: HTMLText.plainText(fromHTML: $0.value),
                verified: $0.verifiedAt != nil)
        }
    }
}
