import StoreFlowable

/// Timelines of toots on one store, served by fixed pages the test can change, and the server call of a
/// post or a deletion, which the test answers.
final class Timelines: Sendable {
    static let alice = Author(id: "a", name: "Alice")
    static let me = Author(id: "me", name: "Me")

    let store = EntityStore()
    let cacher: NormalizedListCacher<String, Toot, String>
    let fetcher: TootPagesFetcher
    /// The server's answers to posts, by the text posted.
    let posts = ControlledCalls<String, Toot>()
    /// The server's answers to deletions, by the ID deleted.
    let deletions = ControlledCalls<String, Void>()

    /// Timelines serving `pages` (each timeline's pages, by param).
    init(pages: [String: [[Toot]]]) {
        cacher = NormalizedListCacher(store: store)
        fetcher = TootPagesFetcher(pages: pages)
    }

    /// The flowable of the timeline `param`.
    func timeline(_ param: String) -> AnyPaginationStoreFlowable<Toot, String> {
        AnyTwoWayPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: param)
    }

    /// The IDs the timeline `param` shows now, from the cache.
    func shown(_ param: String) async throws -> [String] {
        try await timeline(param).requireData(from: .cache).map(\.id)
    }

    /// Posts `draft` at the start of the timelines `params`, through `posts`.
    func post(_ draft: Toot, atStartOf params: [String]) async throws -> Toot {
        try await store.optimisticInsert(draft, into: params.map { .start(of: cacher, param: $0) }) {
            try await posts.call(draft.text)
        }
    }

    /// Deletes the toot with `id`, through `deletions`.
    func delete(_ id: String) async throws {
        try await store.optimisticDelete(Toot.self, id: id) { try await deletions.call(id) }
    }
}

/// Toots `t<first>`…`t<last>` by `author`.
func toots(_ ids: ClosedRange<Int>, by author: Author = Timelines.alice) -> [Toot] {
    ids.map { Toot(id: "t\($0)", author: author, text: "toot \($0)") }
}

/// A draft by me, under a temporary ID.
func draft(_ id: String, _ text: String) -> Toot {
    Toot(id: id, author: Timelines.me, text: text)
}

/// The toot the server returns for a post: `text` under the server's `id`.
func posted(_ id: String, _ text: String) -> Toot {
    Toot(id: id, author: Timelines.me, text: text)
}
