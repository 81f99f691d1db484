import MastodonAPI
import StoreFlowableSQLite

/// `delete ID` kept in the cache's outbox until the server has it: the status is hidden at once, and
/// again after every restart, until the server deletes it. On a queued post's draft it cancels the post.
struct QueuedDeletion: OutboxDeletion {
    /// The entity the deletion removes.
    typealias Entity = Status

    /// The name the outbox lists it under, as the command line names it.
    static let kind = "delete"

    /// The ID of the status to delete.
    var entityID: String
}
