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
    /// On the status screen: how deep in the thread (0 for the statuses above and the status itself).
    var depth: Int?
    /// The status it replies to, for a reply.
    var inReplyToId: String?
    /// When it was last edited, for an edited status.
    var editedAt: String?
    /// On the status screen, for the status asked for: its attachments, card and poll.
    var detail: JSONStatusDetail?
    /// The changes on the status that wait in the cache's outbox or were refused; absent when none.
    var pending: [JSONPendingChange]?

    enum CodingKeys: String, CodingKey {
        case id, account, text, favourited, reblogged, depth, detail, pending
        case createdAt = "created_at"
        case reblogsCount = "reblogs_count"
        case favouritesCount = "favourites_count"
        case inReplyToId = "in_reply_to_id"
        case editedAt = "edited_at"
    }

    /// The item of `item`, with the changes `pending` holds on the status it shows.
    init(_ item: Status, pending: PendingChanges = .none) {
        let status = item.displayed
        let marks = pending.marks(of: status.id)
        self.pending = marks.isEmpty ? nil : marks.map(JSONPendingChange.init)
        id = item.id
        account = status.account.acct
        text = StatusText.body(of: status)
        createdAt = MastodonDate.string(from: status.createdAt)
        favourited = status.favourited ?? false
        reblogged = status.reblogged ?? false
        reblogsCount = status.reblogsCount
        favouritesCount = status.favouritesCount
        inReplyToId = status.inReplyToId
        editedAt = status.editedAt.map(MastodonDate.string(from:))
    }

    /// The items of a thread: each with its depth and the status it replies to, the status asked for
    /// with its detail.
    static func thread(_ content: [Status], focusID: String, pending: PendingChanges = .none)
        -> [JSONStatusItem]
    {
        let depths = ThreadLayout.depths(of: content, focusID: focusID)
        return content.map { status in
            var item = JSONStatusItem(status, pending: pending)
            item.depth = depths[status.id] ?? 0
            if status.id == focusID {
                item.detail = JSONStatusDetail(status.displayed)
            }
            return item
        }
    }
}
