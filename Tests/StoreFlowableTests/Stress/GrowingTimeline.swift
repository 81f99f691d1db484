import StoreFlowable

/// A post of a ``GrowingTimeline``: its number, which grows with time.
struct Tick: NormalizedEntity {
    let id: Int
}

/// A server's timeline that grows while it is read: posts numbered from 1, newest first, `pageSize` a
/// page. Keys name the post a page starts after: `older:N` pages down from post N, `newer:N` up from it.
final class GrowingTimeline: PaginationFetcher {
    static let pageSize = 5

    // Guarded by its own lock: the newest post's number.
    private let newest = Locked(7)

    /// The newest post's number now.
    var newestID: Int { newest.withLock { $0 } }

    /// `count` new posts arrive.
    func publish(_ count: Int) {
        newest.withLock { $0 += count }
    }

    func fetch(param: String) async throws -> PaginationFetchResult<Tick, String> {
        await Task.yield()
        let top = newestID
        return page(Array(stride(from: top, to: max(top - Self.pageSize, 0), by: -1)))
    }

    func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Tick, String> {
        await Task.yield()
        guard let after = Self.number(in: nextKey, "older:") else { return PaginationFetchResult(data: []) }
        let ids = Array(stride(from: after - 1, to: max(after - 1 - Self.pageSize, 0), by: -1))
        return PaginationFetchResult(data: page(ids).data, nextKey: page(ids).nextKey)
    }

    func fetchPrev(prevKey: String, param: String) async throws -> PaginationFetchResult<Tick, String> {
        await Task.yield()
        guard let after = Self.number(in: prevKey, "newer:") else { return PaginationFetchResult(data: []) }
        let top = min(after + Self.pageSize, newestID)
        let ids = top > after ? Array(stride(from: top, to: after, by: -1)) : []
        return PaginationFetchResult(data: page(ids).data, prevKey: page(ids).prevKey)
    }

    /// The page of posts `ids`, newest first, with the keys around it; an empty page has none.
    private func page(_ ids: [Int]) -> PaginationFetchResult<Tick, String> {
        guard let first = ids.first, let last = ids.last else { return PaginationFetchResult(data: []) }
        return PaginationFetchResult(
            data: ids.map(Tick.init), nextKey: last > 1 ? "older:\(last)" : nil, prevKey: "newer:\(first)")
    }

    private static func number(in key: String, _ prefix: String) -> Int? {
        key.hasPrefix(prefix) ? Int(key.dropFirst(prefix.count)) : nil
    }
}
