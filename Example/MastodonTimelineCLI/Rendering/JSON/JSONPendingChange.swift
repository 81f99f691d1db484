/// A change on a status that the cache's outbox holds, in a ``JSONStatusItem``:
/// `{"action":"favourite","state":"waiting"}`, or `"state":"failed"` for one the server refused.
struct JSONPendingChange: Encodable, Equatable {
    var action: String
    var state: String

    init(_ mark: PendingMark) {
        action = mark.action
        state = mark.failed ? "failed" : "waiting"
    }
}
