import StoreFlowable

/// The server's ID of each queued post this process sent, by the draft's temporary ID: what `post TEXT`
/// shows in the draft's place once the outbox has sent it.
final class CreatedStatuses: Sendable {
    /// The server's IDs, by draft ID.
    private let ids = Locked<[String: String]>([:])

    /// Records that the draft `draftID` is the server's status `statusID`.
    func record(_ statusID: String, forDraft draftID: String) {
        ids.withLock { $0[draftID] = statusID }
    }

    /// The server's ID of the draft `draftID`; `nil` when this process has not sent it.
    func statusID(ofDraft draftID: String) -> String? {
        ids.withLock { $0[draftID] }
    }
}
