/// The demo user's own writes through the API: a status posted and a status deleted.
extension DemoWorld {
    /// Posts `text` as the demo user, newest of the world: on home, on the user's profile, and on the
    /// public and local timelines when public. A reply counts on its parent. Returns the status, or `nil`
    /// when there is no demo user.
    mutating func publish(
        _ text: String, visibility: DemoVisibility, inReplyTo parent: DemoStatus?
    ) -> DemoStatus? {
        guard let author = demoAccount else { return nil }
        let composer = StatusComposer(content: ContentBuilder(urls: DemoURLs(host: host)))
        // Dated now, or just after the newest status should that be later.
        clock = max(advanceClock(), Timestamp.milliseconds(now) - timeShift)
        let plain = composer.plain(text, author: author, milliseconds: clock, rng: &rng)
        let status = DemoStatus(
            id: plain.id, createdAt: plain.createdAt, accountID: plain.accountID, reblogOfID: nil,
            inReplyToID: parent?.id, inReplyToAccountID: parent?.accountID, visibility: visibility,
            language: plain.language, sensitive: false, spoilerText: "", content: plain.content,
            mentionedAccountIDs: [], tags: [], emojiShortcodes: [], media: [], repliesCount: 0,
            reblogsCount: 0, favouritesCount: 0
        )
        .shifted(by: timeShift)
        insertNewest(status)
        if let parent, let position = statusPositions[parent.id] {
            statuses[position].repliesCount += 1
        }
        return statusPositions[status.id].map { statuses[$0] }
    }

    /// Deletes the status with `id` and every boost of it; a reply no longer counts on its parent.
    mutating func delete(statusID id: String) {
        guard let status = status(id: id) else { return }
        for wrapper in statuses where wrapper.reblogOfID == id {
            removeStatus(id: wrapper.id)
        }
        removeStatus(id: id)
        if let parentID = status.inReplyToID, let position = statusPositions[parentID] {
            statuses[position].repliesCount = max(0, statuses[position].repliesCount - 1)
        }
    }
}
