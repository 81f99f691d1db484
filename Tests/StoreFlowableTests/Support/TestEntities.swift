import StoreFlowable

/// An author, stored once.
struct Author: NormalizedEntity, Codable {
    var id: String
    var name: String
}

/// A toot with an author, an optional boosted toot, and mentioned authors — the shape of a Mastodon status.
struct Toot: NormalizedEntity {
    var id: String
    var author: Author
    var text: String = ""
    var favourited = false
    var favouritesCount = 0
    var mentions: [Author] = []
    /// Holds the boosted toot; an array because a struct cannot hold itself directly.
    private var boostStorage: [Toot] = []

    var boost: Toot? {
        get { boostStorage.first }
        set { boostStorage = newValue.map { [$0] } ?? [] }
    }

    init(id: String, author: Author, text: String = "", boost: Toot? = nil, mentions: [Author] = []) {
        self.id = id
        self.author = author
        self.text = text
        self.mentions = mentions
        self.boost = boost
    }

    static let relationships: [EntityRelationship<Toot>] = [
        .one(\.author),
        .optional(\.boost),
        .many(\.mentions),
    ]
}

/// A timeline fetcher over a fixed list of pages; counts calls.
final class TootPagesFetcher: TwoWayPaginationFetcher {
    // Guarded by its own lock: the pages served per timeline, and the number of calls.
    private let state: Locked<(pages: [String: [[Toot]]], calls: Int)>

    init(pages: [String: [[Toot]]]) {
        state = Locked((pages, 0))
    }

    var callCount: Int { state.withLock { $0.calls } }

    func setPages(_ pages: [[Toot]], for timeline: String) {
        state.withLock { $0.pages[timeline] = pages }
    }

    private func page(_ index: Int, of timeline: String) -> [Toot] {
        state.withLock { state in
            state.calls += 1
            let pages = state.pages[timeline] ?? []
            return pages.indices.contains(index) ? pages[index] : []
        }
    }

    func fetch(param: String) async throws -> TwoWayPaginationFetchResult<Toot, String> {
        TwoWayPaginationFetchResult(data: page(0, of: param), nextKey: "1", prevKey: nil)
    }

    func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Toot, String> {
        let index = Int(nextKey) ?? 0
        return PaginationFetchResult(data: page(index, of: param), nextKey: String(index + 1))
    }

    func fetchPrev(prevKey: String, param: String) async throws -> PrevPaginationFetchResult<Toot, String> {
        PrevPaginationFetchResult(data: [], prevKey: nil)
    }
}

/// A fetcher of single posts by ID from a fixed table; counts calls.
final class TootFetcher: Fetcher {
    private let posts: [String: Toot]
    // Guarded by its own lock: the number of calls.
    private let calls = Locked(0)

    init(_ posts: [Toot]) {
        self.posts = Dictionary(posts.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
    }

    var callCount: Int { calls.withLock { $0 } }

    func fetch(param: String) async throws -> Toot {
        calls.withLock { $0 += 1 }
        guard let post = posts[param] else { throw TestError(code: 404) }
        return post
    }
}

/// Counts how many times an observation is woken.
final class WakeCounter: Sendable {
    // Guarded by its own lock: the number of wake-ups.
    private let count = Locked(0)

    var value: Int { count.withLock { $0 } }

    func increment() {
        count.withLock { $0 += 1 }
    }
}
