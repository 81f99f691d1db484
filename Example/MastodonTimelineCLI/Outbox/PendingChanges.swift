import MastodonAPI
import StoreFlowableSQLite

/// The changes on each status that wait in the cache's outbox or that the server refused, looked up
/// without suspending as a status is drawn: what its counts line marks with `⏳` or `⚠`. Without a
/// cache there are none.
struct PendingChanges: Sendable {
    /// No change waits on any status: a run without a cache, or a screen that does not mark them.
    static let none = PendingChanges { _ in [] }

    /// The marks of the status with the given ID, in the order its changes were made.
    private let lookup: @Sendable (String) -> [PendingMark]

    /// Changes looked up by `lookup`, given a status's ID.
    init(lookup: @escaping @Sendable (String) -> [PendingMark]) {
        self.lookup = lookup
    }

    /// The changes `persisted`'s outbox holds on each status; ``none`` when `persisted` is `nil`.
    init(_ persisted: SQLiteStore?) {
        guard let outbox = persisted?.outbox else {
            self = .none
            return
        }
        self.init { id in outbox.entries(of: Status.self, id: id).map(PendingMark.init) }
    }

    /// The marks of the status with `statusID`: empty when nothing waits on it.
    func marks(of statusID: String) -> [PendingMark] {
        lookup(statusID)
    }
}
