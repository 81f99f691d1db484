import MastodonAPI
import StoreFlowableSQLite

/// `post TEXT` kept in the cache's outbox until the server has it: its draft shows at once at the start
/// of the lists it was posted into, and again after every restart, until the server's status takes its
/// place.
struct QueuedPost: OutboxCreation {
    /// The name the outbox lists it under, as the command line names it.
    static let kind = "post"

    /// The status shown until the server has it, under a temporary ID (`local-1`).
    let draft: Status
    /// The text as the user wrote it, which the server is sent.
    let text: String
}
