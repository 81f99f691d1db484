/// A page as a fetcher returned it, with the keys of the pages around it.
struct FetchedPage<Data: Sendable>: Sendable {
    var data: Data
    var nextKey: Snapshot.Key?
    var prevKey: Snapshot.Key?

    init(data: Data, nextKey: Snapshot.Key? = nil, prevKey: Snapshot.Key? = nil) {
        self.data = data
        self.nextKey = nextKey
        self.prevKey = prevKey
    }
}

/// What a paginated flowable adds to the engine: its cacher's keys, page fetches and merges, with the
/// key type erased so that every flowable kind on one cacher shares one machine.
struct PagingOperations<Param: Sendable, Data: Sendable>: Sendable {
    typealias Key = Snapshot.Key

    var loadKey: @Sendable (PageDirection, Param) async -> Key?
    var saveKey: @Sendable (PageDirection, Key?, Param) async -> Void
    var fetchPage: @Sendable (PageDirection, Key, Param) async throws -> FetchedPage<Data>
    var merge: @Sendable (PageDirection, _ cached: consuming Snapshot.Content?, _ page: Data, Param) async -> Void
    var isEmpty: @Sendable (Data) -> Bool
}
