/// Adding and removing statuses after generation. Time only moves forward: each new status is a
/// little newer than the newest existing one, so its id sorts above every other id.
extension DemoWorld {
    /// Adds a public status at the top of the world and returns it, or `nil` when `accountID` is
    /// unknown. Without `text` a sentence is generated; without `accountID` the author rotates
    /// through the local accounts the demo user follows, so the post shows on home, local and public.
    @discardableResult
    public mutating func post(_ text: String? = nil, byAccountID accountID: String? = nil) -> DemoStatus? {
        let localFollowed = followedAccountIDs.filter { account(id: $0)?.isLocal ?? false }
        let authorID =
            accountID
            ?? (localFollowed.isEmpty ? demoAccountID : localFollowed[postCount % localFollowed.count])
        guard let author = account(id: authorID) else { return nil }
        postCount += 1
        let milliseconds = advanceClock()
        let composer = StatusComposer(content: ContentBuilder(urls: DemoURLs(host: host)))
        let status: DemoStatus
        if let text {
            status = composer.plain(text, author: author, milliseconds: milliseconds, rng: &rng)
        } else {
            let request = StatusComposer.OriginalRequest(
                author: author, topics: Array(0..<PhraseBank.topics.count), isWeatherBot: false,
                milliseconds: milliseconds, others: accounts.filter { $0.id != author.id },
                visibility: .public
            )
            status = composer.original(request, rng: &rng)
        }
        insertNewest(status.shifted(by: timeShift))
        return statusPositions[status.id].map { statuses[$0] }
    }

    /// Creates the demo user's boost wrapper of `originalID` at the top and returns it.
    mutating func addReblog(of originalID: String) -> DemoStatus? {
        guard let original = status(id: originalID), let booster = demoAccount else { return nil }
        let composer = StatusComposer(content: ContentBuilder(urls: DemoURLs(host: host)))
        let wrapper = composer.reblog(of: original, by: booster, milliseconds: advanceClock(), rng: &rng)
            .shifted(by: timeShift)
        insertNewest(wrapper)
        adjustCounts(of: originalID, reblogs: 1)
        return wrapper
    }

    /// Removes a status (a boost wrapper when undoing a boost).
    mutating func removeStatus(id: String) {
        guard let position = statusPositions[id] else { return }
        let removed = statuses.remove(at: position)
        reindex()
        if let accountPosition = accountPositions[removed.accountID] {
            accounts[accountPosition].statusesCount = max(0, accounts[accountPosition].statusesCount - 1)
        }
        if let originalID = removed.reblogOfID {
            adjustCounts(of: originalID, reblogs: -1)
        }
    }

    /// Changes the counters of a status, never below zero.
    mutating func adjustCounts(of id: String, favourites: Int = 0, reblogs: Int = 0) {
        guard let position = statusPositions[id] else { return }
        statuses[position].favouritesCount = max(0, statuses[position].favouritesCount + favourites)
        statuses[position].reblogsCount = max(0, statuses[position].reblogsCount + reblogs)
    }

    mutating func advanceClock() -> Int64 {
        clock += Int64(rng.int(30_000...59_999))
        return clock
    }

    /// Renames an account; its next rendering, in any response, carries the new name. Returns whether
    /// the account exists.
    @discardableResult
    public mutating func rename(accountID: String, to displayName: String) -> Bool {
        guard let position = accountPositions[accountID] else { return false }
        accounts[position].displayName = displayName
        return true
    }

    mutating func insertNewest(_ status: DemoStatus) {
        statuses.insert(status, at: 0)
        if let accountPosition = accountPositions[status.accountID] {
            accounts[accountPosition].statusesCount += 1
            accounts[accountPosition].lastStatusAt = Timestamp.startOfDay(status.createdAt)
        }
        reindex()
        notifyMentions(in: status)
    }
}
