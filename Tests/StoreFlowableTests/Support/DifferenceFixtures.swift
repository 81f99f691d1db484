import StoreFlowable
import Testing

/// A row of an in-memory list.
struct Row: Identifiable, Sendable, Equatable {
    var id: String
    var text = ""
}

/// A two-way timeline fetcher over pages the test sets: the first page has keys "n1" and "p1"; next
/// page "nK" has key "n(K+1)", previous page "pK" has "p(K+1)". Absent pages are empty.
final class ScriptedTimelineFetcher<Item: Sendable>: TwoWayPaginationFetcher {
    private struct Pages {
        var first: [Item] = []
        var pages: [String: [Item]] = [:]
    }

    // Guarded by its own lock: the pages served.
    private let state = Locked(Pages())

    init(first: [Item] = []) {
        state.withLock { $0.first = first }
    }

    /// Serves `items` as the first page from now on.
    func setFirst(_ items: [Item]) {
        state.withLock { $0.first = items }
    }

    /// Serves `items` for the page of `key` ("n1", "p1", ...).
    func setPage(_ key: String, _ items: [Item]) {
        state.withLock { $0.pages[key] = items }
    }

    func fetch(param: String) async throws -> TwoWayPaginationFetchResult<Item, String> {
        TwoWayPaginationFetchResult(data: state.withLock { $0.first }, nextKey: "n1", prevKey: "p1")
    }

    func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Item, String> {
        let items = state.withLock { $0.pages[nextKey] ?? [] }
        return PaginationFetchResult(data: items, nextKey: Self.key(after: nextKey))
    }

    func fetchPrev(prevKey: String, param: String) async throws -> PrevPaginationFetchResult<Item, String> {
        let items = state.withLock { $0.pages[prevKey] ?? [] }
        return PrevPaginationFetchResult(data: items, prevKey: Self.key(after: prevKey))
    }

    private static func key(after key: String) -> String {
        "\(key.prefix(1))\((Int(key.dropFirst()) ?? 0) + 1)"
    }
}

/// A normalized timeline "home" of toots on its own store, with a scripted fetcher.
struct TootTimeline {
    let store = EntityStore()
    let cacher: NormalizedListCacher<String, Toot, String>
    let fetcher: ScriptedTimelineFetcher<Toot>
    let home: AnyPaginationStoreFlowable<Toot, String>
    static let author = Author(id: "a", name: "A")

    init(first numbers: [Int]) {
        cacher = NormalizedListCacher(store: store)
        fetcher = ScriptedTimelineFetcher(first: Self.toots(numbers))
        home = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
    }

    /// A flowable of another timeline on the same store.
    func timeline(_ param: String) -> AnyPaginationStoreFlowable<Toot, String> {
        AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: param)
    }

    static func toots(_ numbers: [Int], text: String = "") -> [Toot] {
        numbers.map { Toot(id: "p\($0)", author: author, text: text) }
    }

    static func ids(_ numbers: [Int]) -> [String] {
        numbers.map { "p\($0)" }
    }
}

extension DifferenceStateSequence.Iterator {
    /// The next state whose difference is not empty.
    mutating func nextChange() async -> StateWithDifference<Item>? {
        while let update = await next() {
            if !update.difference.isEmpty { return update }
        }
        return nil
    }

    /// The states up to the first whose content has `ids`.
    mutating func states(until ids: [Item.ID]) async -> [StateWithDifference<Item>] {
        var states: [StateWithDifference<Item>] = []
        while let update = await next() {
            states.append(update)
            if update.state.content?.map(\.id) == ids { break }
        }
        return states
    }
}

/// The difference the standard library finds between two lists of IDs, moves paired.
func referenceDifference<ID: Hashable>(from old: [ID], to new: [ID]) -> CollectionDifference<ID> {
    new.difference(from: old).inferringMoves()
}
