import Foundation

/// Renders demo entities as Mastodon REST JSON objects (for `JSONSerialization`).
///
/// With a `viewer` (a request with a bearer token), statuses carry `favourited`, `reblogged`,
/// `muted`, `bookmarked`, `filtered` and, on the viewer's own posts, `pinned`; anonymous renders
/// omit them, as Mastodon does.
struct EntityRenderer {
    let world: DemoWorld
    let viewer: Viewer?

    private var urls: DemoURLs {
        DemoURLs(host: world.host)
    }

    func statuses(_ statuses: [DemoStatus]) -> [[String: Any]] {
        statuses.map(status)
    }

    func status(_ status: DemoStatus) -> [String: Any] {
        let author = world.account(id: status.accountID) ?? placeholderAccount(id: status.accountID)
        var object: [String: Any] = [
            "id": status.id,
            "created_at": Timestamp.rfc3339(status.createdAt),
            "in_reply_to_id": status.inReplyToID ?? NSNull(),
            "in_reply_to_account_id": status.inReplyToAccountID ?? NSNull(),
            "sensitive": status.sensitive,
            "spoiler_text": status.spoilerText,
            "visibility": status.visibility.rawValue,
            "language": status.language ?? NSNull(),
            "uri": urls.statusURI(status, author: author),
            "url": urls.statusURL(status, author: author),
            "replies_count": status.repliesCount,
            "reblogs_count": status.reblogsCount,
            "favourites_count": status.favouritesCount,
            "quotes_count": 0,
            "edited_at": NSNull(),
            "content": status.content,
            "reblog": NSNull(),
            "account": account(author),
            "media_attachments": status.media.map { media($0, author: author) },
            "mentions": status.mentionedAccountIDs.compactMap(world.account(id:)).map(mention),
            "tags": status.tags.map { ["name": $0, "url": urls.tag($0)] },
            "emojis": status.emojiShortcodes.map(emoji),
            "card": NSNull(),
            "poll": NSNull(),
            "quote": NSNull(),
        ]
        if let originalID = status.reblogOfID, let original = world.status(id: originalID) {
            object["reblog"] = self.status(original)
        }
        if author.isLocal {
            object["application"] = status.isReblog ? NSNull() : ["name": "Web", "website": NSNull()]
        }
        if let viewer {
            let proper = world.proper(status)
            object["favourited"] = viewer.favourited.contains(proper.id)
            object["reblogged"] = viewer.reblogged.contains(proper.id)
            object["bookmarked"] = viewer.bookmarked.contains(proper.id)
            object["muted"] = false
            object["filtered"] = [Any]()
            if status.accountID == viewer.accountID, !status.isReblog, status.visibility != .direct {
                object["pinned"] = false
            }
        }
        return object
    }

    func account(_ account: DemoAccount) -> [String: Any] {
        var object: [String: Any] = [
            "id": account.id,
            "username": account.username,
            "acct": account.acct,
            "display_name": account.displayName,
            "locked": account.isLocked,
            "bot": account.isBot,
            "discoverable": account.isBot ? NSNull() : true,
            "indexable": !account.isBot,
            "group": false,
            "created_at": Timestamp.rfc3339(account.createdAt),
            "note": account.note,
            "url": urls.profile(account),
            "uri": urls.actorURI(account),
            "avatar": urls.avatar(account),
            "avatar_static": urls.avatar(account),
            "header": urls.header(account),
            "header_static": urls.header(account),
            "followers_count": account.followersCount,
            "following_count": account.followingCount,
            "statuses_count": account.statusesCount,
            "last_status_at": account.lastStatusAt.map(Timestamp.dateOnly) ?? NSNull(),
            "hide_collections": NSNull(),
            "emojis": [Any](),
            "fields": [Any](),
        ]
        if account.isLocal {
            object["noindex"] = false
            object["roles"] = [Any]()
        }
        return object
    }

    /// A notification as Mastodon renders it (`status` only for the types that have one), or `nil`
    /// when its account is gone.
    func notification(_ notification: DemoNotification) -> [String: Any]? {
        guard let account = world.account(id: notification.accountID) else { return nil }
        var object: [String: Any] = [
            "id": notification.id,
            "type": notification.type,
            "created_at": Timestamp.rfc3339(notification.createdAt),
            "group_key": "ungrouped-\(notification.id)",
            "account": self.account(account),
        ]
        if let statusID = notification.statusID {
            guard let status = world.status(id: statusID) else { return nil }
            object["status"] = self.status(status)
        }
        return object
    }

    private func mention(_ account: DemoAccount) -> [String: Any] {
        ["id": account.id, "username": account.username, "url": urls.profile(account), "acct": account.acct]
    }

    private func emoji(_ shortcode: String) -> [String: Any] {
        [
            "shortcode": shortcode, "url": urls.emoji(shortcode, isStatic: false),
            "static_url": urls.emoji(shortcode, isStatic: true), "visible_in_picker": true,
        ]
    }

    private func media(_ attachment: DemoMediaAttachment, author: DemoAccount) -> [String: Any] {
        var originalMeta: [String: Any] = dimensions(width: attachment.width, height: attachment.height)
        if let duration = attachment.duration {
            originalMeta["duration"] = duration
            originalMeta["frame_rate"] = "30/1"
            originalMeta["bitrate"] = 1_500_000
        }
        let scale = (230_400.0 / Double(attachment.width * attachment.height)).squareRoot()
        let small = dimensions(
            width: Int((Double(attachment.width) * scale).rounded()),
            height: Int((Double(attachment.height) * scale).rounded())
        )
        return [
            "id": attachment.id,
            "type": attachment.type.rawValue,
            "url": urls.media(attachment, author: author, size: "original"),
            "preview_url": urls.media(attachment, author: author, size: "small"),
            "remote_url": urls.remoteMedia(attachment, author: author) ?? NSNull(),
            "preview_remote_url": NSNull(),
            "text_url": NSNull(),
            "meta": ["original": originalMeta, "small": small],
            "description": attachment.description ?? NSNull(),
            "blurhash": attachment.blurhash,
        ]
    }

    private func dimensions(width: Int, height: Int) -> [String: Any] {
        let aspect = height == 0 ? 1 : (Double(width) / Double(height) * 10_000).rounded() / 10_000
        return ["width": width, "height": height, "size": "\(width)x\(height)", "aspect": aspect]
    }

    /// Never used for generated data (every status has a known author); keeps rendering total.
    private func placeholderAccount(id: String) -> DemoAccount {
        DemoAccount(
            id: id, username: "unknown", domain: nil, displayName: "", note: "",
            createdAt: DemoWorld.baseDate,
            followersCount: 0, followingCount: 0, statusesCount: 0, lastStatusAt: nil, isBot: false,
            isLocked: false, imageStem: "0000000000000000"
        )
    }
}
