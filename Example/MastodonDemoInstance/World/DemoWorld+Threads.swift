/// Threads, account look-ups and pinned posts, with Mastodon's visibility rules.
extension DemoWorld {
    /// `GET /api/v1/statuses/:id/context`: the statuses `id` replies to, root first, and its replies in
    /// depth-first order, oldest first among siblings; only those the viewer may see. `nil` for an
    /// unknown or invisible status. A boost wrapper has no thread of its own.
    public func context(of id: String, authenticated: Bool) -> (
        ancestors: [DemoStatus], descendants: [DemoStatus]
    )? {
        guard let focus = status(id: id), isVisible(focus, authenticated: authenticated) else { return nil }
        var ancestors: [DemoStatus] = []
        var parentID = focus.inReplyToID
        while let id = parentID, let parent = status(id: id), isVisible(parent, authenticated: authenticated)
        {
            ancestors.insert(parent, at: 0)
            parentID = parent.inReplyToID
        }
        var children: [String: [DemoStatus]] = [:]
        for status in statuses.reversed() where !status.isReblog {
            if let parent = status.inReplyToID, isVisible(status, authenticated: authenticated) {
                children[parent, default: []].append(status)
            }
        }
        var descendants: [DemoStatus] = []
        var pending = Array((children[focus.id] ?? []).reversed())
        while let next = pending.popLast() {
            descendants.append(next)
            pending += (children[next.id] ?? []).reversed()
        }
        return (ancestors, descendants)
    }

    /// `GET /api/v1/accounts/lookup?acct=`: the account with that address, compared without case; a
    /// leading `@` and this instance's own domain after a local username are ignored.
    public func lookUp(acct: String) -> DemoAccount? {
        var address = (acct.hasPrefix("@") ? String(acct.dropFirst()) : acct).lowercased()
        if address.hasSuffix("@" + host) {
            address = String(address.dropLast(host.count + 1))
        }
        return accounts.first { $0.acct.lowercased() == address }
    }

    /// `GET /api/v1/accounts/:id/statuses?pinned=true`: a local account pins its most favourited public
    /// post that is not a reply (the newest of equals); remote accounts pin nothing here.
    public func pinnedStatuses(accountID: String) -> [DemoStatus] {
        guard account(id: accountID)?.isLocal == true else { return [] }
        let candidates = statuses.filter {
            $0.accountID == accountID && !$0.isReblog && $0.inReplyToID == nil && $0.visibility == .public
        }
        var best: DemoStatus?
        for candidate in candidates where candidate.favouritesCount > best?.favouritesCount ?? -1 {
            best = candidate
        }
        return best.map { [$0] } ?? []
    }
}
