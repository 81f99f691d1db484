/// Builds the absolute URLs that appear in demo entities, all rooted at the world's host
/// (remote profiles and post permalinks use the remote account's own domain).
struct DemoURLs: Sendable, Hashable {
    /// The demo instance's host name, e.g. `demo.storeflowable.invalid`.
    let host: String

    var origin: String {
        "https://\(host)"
    }

    func profile(_ account: DemoAccount) -> String {
        "https://\(account.domain ?? host)/@\(account.username)"
    }

    func actorURI(_ account: DemoAccount) -> String {
        "https://\(account.domain ?? host)/users/\(account.username)"
    }

    func statusURI(_ status: DemoStatus, author: DemoAccount) -> String {
        let base = "\(actorURI(author))/statuses/\(status.id)"
        return status.isReblog ? "\(base)/activity" : base
    }

    func statusURL(_ status: DemoStatus, author: DemoAccount) -> String {
        if status.isReblog {
            return "\(actorURI(author))/statuses/\(status.id)/activity"
        }
        return "\(profile(author))/\(status.id)"
    }

    func tag(_ name: String) -> String {
        "\(origin)/tags/\(name.lowercased())"
    }

    func avatar(_ account: DemoAccount) -> String {
        "\(origin)/system/\(cachePrefix(account))accounts/avatars/\(partition(account.id))/original/"
            + "\(account.imageStem).png"
    }

    func header(_ account: DemoAccount) -> String {
        "\(origin)/system/\(cachePrefix(account))accounts/headers/\(partition(account.id))/original/"
            + "\(account.imageStem).jpg"
    }

    func media(_ attachment: DemoMediaAttachment, author: DemoAccount, size: String) -> String {
        let fileExtension: String
        switch (attachment.type, size) {
        case (.image, _): fileExtension = "jpg"
        case (_, "original"): fileExtension = "mp4"
        default: fileExtension = "png"
        }
        return "\(origin)/system/\(cachePrefix(author))media_attachments/files/\(partition(attachment.id))/"
            + "\(size)/\(attachment.fileStem).\(fileExtension)"
    }

    func remoteMedia(_ attachment: DemoMediaAttachment, author: DemoAccount) -> String? {
        guard let domain = author.domain else { return nil }
        let fileExtension = attachment.type == .image ? "jpg" : "mp4"
        return "https://\(domain)/media/\(attachment.fileStem).\(fileExtension)"
    }

    func emoji(_ shortcode: String, isStatic: Bool) -> String {
        let style = isStatic ? "static" : "original"
        return "\(origin)/system/custom_emojis/images/000/000/001/\(style)/\(shortcode).png"
    }

    private func cachePrefix(_ account: DemoAccount) -> String {
        account.isLocal ? "" : "cache/"
    }

    /// Paperclip-style id partition: `117020565966271181` → `117/020/565/966/271/181`.
    private func partition(_ id: String) -> String {
        let remainder = id.count % 3
        let padded = remainder == 0 ? id : String(repeating: "0", count: 3 - remainder) + id
        var groups: [String] = []
        var current = ""
        for character in padded {
            current.append(character)
            if current.count == 3 {
                groups.append(current)
                current = ""
            }
        }
        return groups.joined(separator: "/")
    }
}
