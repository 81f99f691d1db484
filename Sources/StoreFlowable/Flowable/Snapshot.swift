/// What a flowable knows of the cacher's content for its param, read back after every write.
struct Snapshot<Data: Sendable>: Sendable {
    var data: Data?
    var cachedAt: Double?
    var nextKey: String?
    var prevKey: String?

    static var empty: Snapshot { Snapshot(data: nil, cachedAt: nil, nextKey: nil, prevKey: nil) }

    var canRequestNext: Bool { nextKey.map { !$0.isEmpty } ?? false }
    var canRequestPrev: Bool { prevKey.map { !$0.isEmpty } ?? false }
}

/// One direction of a paginated list.
enum PageDirection: Sendable {
    case next
    case prev
}
