/// The timelines of the world, computed with Mastodon's filtering rules. Each returns every matching
/// status newest first; `DemoInstance` pages through these lists.
extension DemoWorld {
    /// Whether `status` can be seen anonymously (`authenticated == false`) or by the demo user
    /// (`true`): public and unlisted always; private by the author and followers; direct by the author
    /// and the mentioned accounts.
    public func isVisible(_ status: DemoStatus, authenticated: Bool) -> Bool {
        switch status.visibility {
        case .public, .unlisted:
            return true
        case .private:
            return authenticated
                && (status.accountID == demoAccountID || followedAccountIDs.contains(status.accountID))
        case .direct:
            return authenticated
                && (status.accountID == demoAccountID || status.mentionedAccountIDs.contains(demoAccountID))
        }
    }

    /// `GET /api/v1/timelines/public`: public statuses without boosts and without replies to other
    /// accounts (self-threads stay); `local` keeps local accounts, `remote` remote ones (both: nothing),
    /// `onlyMedia` statuses with attachments.
    public func publicTimeline(local: Bool = false, remote: Bool = false, onlyMedia: Bool = false)
        -> [DemoStatus]
    {
        statuses.filter { status in
            status.visibility == .public && !status.isReblog && !status.isReplyToOther
                && matches(status, local: local, remote: remote, onlyMedia: onlyMedia)
        }
    }

    /// `GET /api/v1/timelines/tag/:hashtag`: public statuses using the tag (case-insensitive),
    /// replies included.
    public func tagTimeline(
        _ hashtag: String, local: Bool = false, remote: Bool = false, onlyMedia: Bool = false
    ) -> [DemoStatus] {
        let name = hashtag.lowercased()
        return statuses.filter { status in
            status.visibility == .public && status.tags.contains(name)
                && matches(status, local: local, remote: remote, onlyMedia: onlyMedia)
        }
    }

    /// `GET /api/v1/timelines/home`: statuses and boosts by the demo user and the accounts it
    /// follows, replies only when they answer the demo user, a followed account or the author itself;
    /// no direct messages.
    public func homeTimeline(local: Bool = false) -> [DemoStatus] {
        var authors = Set(followedAccountIDs)
        authors.insert(demoAccountID)
        return feed(authors: authors, replyTargets: authors).filter { !local || isLocal($0) }
    }

    /// `GET /api/v1/timelines/list/:id`: like home, restricted to the list's members, with replies
    /// only to members (Mastodon's default `replies_policy: list`). `nil` for an unknown list.
    public func listTimeline(id: String) -> [DemoStatus]? {
        guard let list = lists.first(where: { $0.id == id }) else { return nil }
        let members = Set(list.memberIDs)
        return feed(authors: members, replyTargets: members)
    }

    /// `GET /api/v1/accounts/:id/statuses`: the account's statuses and boosts visible to the viewer.
    /// `nil` for an unknown account.
    public func accountStatuses(
        accountID: String, authenticated: Bool, onlyMedia: Bool = false, excludeReplies: Bool = false,
        excludeReblogs: Bool = false
    ) -> [DemoStatus]? {
        guard account(id: accountID) != nil else { return nil }
        return statuses.filter { status in
            status.accountID == accountID && isVisible(status, authenticated: authenticated)
                && (!onlyMedia || !status.media.isEmpty) && (!excludeReplies || !status.isReplyToOther)
                && (!excludeReblogs || !status.isReblog)
        }
    }

    private func feed(authors: Set<String>, replyTargets: Set<String>) -> [DemoStatus] {
        statuses.filter { status in
            guard authors.contains(status.accountID), status.visibility != .direct else { return false }
            if status.isReplyToOther {
                guard let target = status.inReplyToAccountID, replyTargets.contains(target) else {
                    return false
                }
            }
            return isVisible(status, authenticated: true)
        }
    }

    private func matches(_ status: DemoStatus, local: Bool, remote: Bool, onlyMedia: Bool) -> Bool {
        (!local || isLocal(status)) && (!remote || !isLocal(status)) && (!onlyMedia || !status.media.isEmpty)
    }

    private func isLocal(_ status: DemoStatus) -> Bool {
        account(id: status.accountID)?.isLocal ?? false
    }
}
