import StoreFlowable
import Testing

// The code of README.md's usage section, compiled and run.

private struct User: Sendable, Equatable {
    let id: String
    var name: String
}

private struct UserAPI: Sendable {
    func user(id: String) async throws -> User { User(id: id, name: "Grace") }
}

private struct UserFetcher: Fetcher {
    let api: UserAPI
    func fetch(param: String) async throws -> User {
        try await api.user(id: param)
    }
}

@Suite struct ReadmeExampleTests {
    @Test func theUsageWalkThroughRunsAsWritten() async throws {
        let api = UserAPI()
        // One per app: flowables on it share state.
        let cacher = InMemoryCacher<String, User>(expiry: .seconds(300))
        let user = AnyStoreFlowable.from(cacher: cacher, fetcher: UserFetcher(api: api), param: "42")

        var printed: [String] = []
        for await state in user.publish() {
            switch state {
            case .loading(let cached): printed.append("loading… \(cached?.name ?? "")")
            case .completed(let user, _, _): printed.append("hello, \(user.name)")
            case .error(let error, let cached): printed.append("failed: \(error) \(cached?.name ?? "")")
            }
            if state.isCompleted { break }
        }
        #expect(printed.last == "hello, Grace")
        #expect(printed.dropLast().allSatisfy { $0 == "loading… " })

        let fresh = try await user.requireData(from: .origin)
        let cached = await user.getData(from: .cache)
        await user.update(newData: User(id: "42", name: "Ada"))
        await user.refresh()

        #expect(fresh.name == "Grace")
        #expect(cached?.name == "Grace")
        #expect(await user.getData(from: .cache)?.name == "Grace")
    }
}

/// The README's pagination and normalized-store snippets, with the types they assume.
enum ReadmeSnippets {
    struct Author: NormalizedEntity {
        let id: String
        var name: String
    }

    struct Post: NormalizedEntity {
        let id: String
        var author: Author
        var favourited = false
        private var boosted: [Post] = []

        var boost: Post? {
            get { boosted.first }
            set { boosted = newValue.map { [$0] } ?? [] }
        }

        init(id: String, author: Author) {
            self.id = id
            self.author = author
        }
    }

    struct FeedAPI: Sendable {
        func feed(_ name: String, after cursor: String?) async throws -> ([Post], String?) {
            let author = Author(id: "a", name: "Ada")
            return cursor == nil
                ? ([Post(id: "1", author: author)], "2") : ([Post(id: cursor ?? "", author: author)], nil)
        }
    }

    struct FeedFetcher: PaginationFetcher {
        let api: FeedAPI
        func fetch(param: String) async throws -> PaginationFetchResult<Post, String> {
            let (posts, next) = try await api.feed(param, after: nil)
            return PaginationFetchResult(data: posts, nextKey: next)
        }
        func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Post, String> {
            let (posts, next) = try await api.feed(param, after: nextKey)
            return PaginationFetchResult(data: posts, nextKey: next)
        }
    }

    struct TimelineFetcher: TwoWayPaginationFetcher {
        let api: FeedAPI
        func fetch(param: String) async throws -> TwoWayPaginationFetchResult<Post, String> {
            let (posts, next) = try await api.feed(param, after: nil)
            return TwoWayPaginationFetchResult(data: posts, nextKey: next, prevKey: nil)
        }
        func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Post, String> {
            let (posts, next) = try await api.feed(param, after: nextKey)
            return PaginationFetchResult(data: posts, nextKey: next)
        }
        func fetchPrev(prevKey: String, param: String) async throws -> PrevPaginationFetchResult<Post, String>
        {
            PrevPaginationFetchResult(data: [], prevKey: nil)
        }
    }
}

extension ReadmeSnippets.Post {
    static let relationships: [EntityRelationship<ReadmeSnippets.Post>] = [
        .one(\.author), .optional(\.boost),
    ]
}

extension ReadmeExampleTests {
    @Test func thePaginationAndNormalizedSnippetsRunAsWritten() async throws {
        typealias Post = ReadmeSnippets.Post
        let api = ReadmeSnippets.FeedAPI()
        let feedCacher = InMemoryPaginationCacher<String, Post, String>()
        let feed = AnyPaginationStoreFlowable.from(
            cacher: feedCacher, fetcher: ReadmeSnippets.FeedFetcher(api: api), param: "news")
        _ = try await feed.requireData()
        await feed.requestNextData()
        #expect(try await feed.requireData(from: .cache).map(\.id) == ["1", "2"])

        let fetcher = ReadmeSnippets.TimelineFetcher(api: api)
        let store = EntityStore()
        let timelines = NormalizedListCacher<String, Post, String>(store: store)
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        _ = try await home.requireData()
        store.update(Post.self, id: "1") { $0.favourited = true }  // every timeline showing post 1 updates
        #expect(try await home.requireData(from: .cache).first?.favourited == true)
    }
}
