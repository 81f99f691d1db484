import MastodonAPI
import StoreFlowable

/// Posting and deleting: each shown in the open lists at once, then settled with the server's answer
/// (in the cache file too, when there is one), or undone when the server refuses.
extension TimelineStore {
    /// The account the token belongs to, written to the store so that every screen shows that one.
    func currentUser() async throws -> Account {
        let account = try await client.verifyCredentials()
        await self.account(id: account.id).update(newData: account)
        return account
    }

    /// A status by ID, from the server.
    func status(id: String) async throws -> Status {
        try await client.status(id: id)
    }

    /// Posts `text`: `draft` shows at once at the start of the lists of `requests` (those already
    /// loaded), `beforeSending` runs, then the request is sent. The server's status takes the draft's
    /// place everywhere, or the draft goes when the request fails.
    ///
    /// - Returns: The status as the server stored it.
    /// - Throws: What the request threw, once the draft is gone.
    func post(
        _ draft: Status, text: String, into requests: [TimelineRequest], beforeSending: () async -> Void
    ) async throws -> Status {
        let client = client
        let positions = requests.map { timelines.start(of: $0) }
        let status = NewStatus(text: text)
        if let persisted {
            return try await persisted.optimisticInsert(draft, into: positions) {
                await beforeSending()
                return try await client.post(status)
            }
        }
        return try await entities.optimisticInsert(draft, into: positions) {
            await beforeSending()
            return try await client.post(status)
        }
    }

    /// Deletes the status with `statusID`: it is hidden at once from every list, `beforeSending` runs,
    /// then the request is sent. It is gone for good when the request succeeds, and back in its places
    /// when it fails.
    ///
    /// - Returns: What the server sent back.
    /// - Throws: What the request threw, once the status shows again.
    @discardableResult
    func delete(statusID: String, beforeSending: () async -> Void) async throws -> DeletedStatus {
        let client = client
        if let persisted {
            return try await persisted.optimisticDelete(Status.self, id: statusID) {
                await beforeSending()
                return try await client.deleteStatus(id: statusID)
            }
        }
        return try await entities.optimisticDelete(Status.self, id: statusID) {
            await beforeSending()
            return try await client.deleteStatus(id: statusID)
        }
    }
}
