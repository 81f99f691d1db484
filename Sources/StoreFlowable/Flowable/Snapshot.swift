/// What a flowable knows of the cacher's content for its param, read back after every write.
@usableFromInline
struct Snapshot<Data: Sendable>: Sendable {
    @usableFromInline var data: Data?
    @usableFromInline var cachedAt: Double?
    @usableFromInline var nextKey: String?
    @usableFromInline var prevKey: String?

    @inlinable
    init(data: Data?, cachedAt: Double?, nextKey: String? = nil, prevKey: String? = nil) {
        self.data = data
        self.cachedAt = cachedAt
        self.nextKey = nextKey
        self.prevKey = prevKey
    }

    @inlinable
    var canRequestNext: Bool { nextKey.map { !$0.isEmpty } ?? false }
    @inlinable
    var canRequestPrev: Bool { prevKey.map { !$0.isEmpty } ?? false }
}

/// One direction of a paginated list.
@usableFromInline
enum PageDirection: Sendable {
    case next
    case prev
}
