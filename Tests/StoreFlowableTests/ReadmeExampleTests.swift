import StoreFlowable
import Testing

// Every line of README.md's usage section, compiled and run. The snippets' declarations sit in one
// namespace per snippet (README names are reused between snippets), their statements in the tests; the
// only additions are the normalized snippet's `FeedAPI` and `FeedFetcher` and the assertions.

enum ReadmeUsage {
    struct User: Sendable, Equatable {
        let id: String
        var name: String
    }

    // Stands for your API client; this one answers at once with fixed data.
    struct UserAPI: Sendable {
        func user(id: String) async throws -> User { User(id: id, name: "Grace") }
    }

    struct UserFetcher: Fetcher {
        let api: UserAPI
        func fetch(param: String) async throws -> User {
            try await api.user(id: param)
        }
    }
}

enum ReadmePagination {
    struct Post: Identifiable, Sendable {
        let id: String
        var text: String
    }

    // Stands for your API client: a page of posts and the cursor of the next page, two pages in all.
    struct FeedAPI: Sendable {
        func feed(_ name: String, after cursor: String?) async throws -> (posts: [Post], next: String?) {
            cursor == nil ? ([Post(id: "1", text: "first")], "2") : ([Post(id: "2", text: "second")], nil)
        }
    }

    struct FeedFetcher: PaginationFetcher {
        let api: FeedAPI
        func fetch(param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.feed(param, after: nil)
            return PaginationFetchResult(data: page.posts, nextKey: page.next)
        }
        func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.feed(param, after: nextKey)
            return PaginationFetchResult(data: page.posts, nextKey: page.next)
        }
    }
}

enum ReadmeNormalized {
    struct Author: NormalizedEntity {
        let id: String
        var name: String
    }

    struct Post: NormalizedEntity {
        let id: String
        var author: Author
        var favourited = false
        @Indirect var boost: Post?

        static let relationships: [EntityRelationship<Post>] = [.one(\.author), .optional(\.boost)]
    }

    // Not in the README, which says `FeedFetcher` is the pagination fetcher over these posts: post 1 by Ada
    // boosts post 0, also by Ada.
    struct FeedAPI: Sendable {
        func feed(_ name: String, after cursor: String?) async throws -> (posts: [Post], next: String?) {
            let ada = Author(id: "ada", name: "Ada")
            let original = Post(id: "0", author: ada, boost: nil)
            return ([Post(id: "1", author: ada, boost: original)], nil)
        }
    }

    struct FeedFetcher: PaginationFetcher {
        let api: FeedAPI
        func fetch(param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.feed(param, after: nil)
            return PaginationFetchResult(data: page.posts, nextKey: page.next)
        }
        func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.feed(param, after: nextKey)
            return PaginationFetchResult(data: page.posts, nextKey: page.next)
        }
    }
}

@Suite struct ReadmeExampleTests {
    @Test func theUsageSnippetsRunAsWritten() async throws {
        typealias User = ReadmeUsage.User
        typealias UserAPI = ReadmeUsage.UserAPI
        typealias UserFetcher = ReadmeUsage.UserFetcher

        let api = UserAPI()
        // One per app: flowables on it share state.
        let cacher = InMemoryCacher<String, User>(expiry: .seconds(300))
        let user = AnyStoreFlowable.from(cacher: cacher, fetcher: UserFetcher(api: api), param: "42")

        for await state in user.publish() {
            switch state {
            case .loading(let cached): print("loading…", cached?.name ?? "")
            case .completed(let user, _, _): print("hello,", user.name)
            case .error(let error, let cached): print("failed: \(error)", cached?.name ?? "")
            }
            if state.isCompleted { break }  // a screen keeps listening instead
        }
        #expect(await user.getData(from: .cache) == User(id: "42", name: "Grace"))

        let fresh = try await user.requireData(from: .origin)  // always fetch (joins a fetch in flight)
        let cached = await user.getData(from: .cache)  // nil when nothing is cached
        await user.update(newData: User(id: "42", name: "Ada"))  // every subscriber sees .completed
        #expect(await user.getData(from: .cache)?.name == "Ada")
        await user.refresh()  // refetch, keeping content visible

        #expect(fresh.name == "Grace")
        #expect(cached?.name == "Grace")
        #expect(await user.getData(from: .cache)?.name == "Grace")
    }

    @Test func thePaginationSnippetLoadsTwoPages() async throws {
        typealias Post = ReadmePagination.Post
        typealias FeedAPI = ReadmePagination.FeedAPI
        typealias FeedFetcher = ReadmePagination.FeedFetcher

        let feedCacher = InMemoryPaginationCacher<String, Post, String>()
        let fetcher = FeedFetcher(api: FeedAPI())
        let feed = AnyPaginationStoreFlowable.from(cacher: feedCacher, fetcher: fetcher, param: "news")
        await feed.requestNextData()  // no list yet: loads the first page
        #expect(await feed.getData(from: .cache)?.map(\.id) == ["1"])
        await feed.requestNextData()  // appends the second page: posts 1 and 2

        #expect(await feed.getData(from: .cache)?.map(\.text) == ["first", "second"])
    }

    @Test func theNormalizedSnippetUpdatesEveryCopy() async throws {
        typealias Post = ReadmeNormalized.Post
        typealias Author = ReadmeNormalized.Author
        typealias FeedAPI = ReadmeNormalized.FeedAPI
        typealias FeedFetcher = ReadmeNormalized.FeedFetcher

        // `FeedAPI` and `FeedFetcher` are the pagination ones above, returning these posts.
        let store = EntityStore()
        let timelines = NormalizedListCacher<String, Post, String>(store: store)
        let fetcher = FeedFetcher(api: FeedAPI())
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        await home.requestNextData()
        store.update(Post.self, id: "1") { $0.favourited = true }  // every timeline showing post 1 updates

        let posts = try await home.requireData(from: .cache)
        #expect(posts.map(\.id) == ["1"])
        #expect(posts.first?.favourited == true)
        #expect(posts.first?.boost?.id == "0")
        #expect(store.entity(Post.self, id: "0")?.author.name == "Ada")

        store.update(Author.self, id: "ada") { $0.name = "Ada L." }
        let renamed = try await home.requireData(from: .cache)
        #expect(renamed.first?.author.name == "Ada L.")
        #expect(renamed.first?.boost?.author.name == "Ada L.")
    }

    @Test func theSeveralAccountsSnippetSignsOneAccountOut() async throws {
        typealias Post = ReadmeNormalized.Post
        let fetcher = ReadmeNormalized.FeedFetcher(api: ReadmeNormalized.FeedAPI())
        let bob = CachePartition(id: "mastodon.social/110")
        let bobStore = bob.own(EntityStore())
        let bobTimelines = bob.own(NormalizedListCacher<String, Post, String>(store: bobStore))
        await AnyPaginationStoreFlowable.from(cacher: bobTimelines, fetcher: fetcher, param: "home")
            .requestNextData()

        let alice = CachePartition(id: "mastodon.social/109")
        let aliceStore = alice.own(EntityStore())
        let aliceTimelines = alice.own(NormalizedListCacher<String, Post, String>(store: aliceStore))
        let aliceHome = AnyPaginationStoreFlowable.from(
            cacher: aliceTimelines, fetcher: fetcher, param: "home")
        await aliceHome.requestNextData()
        #expect(await aliceTimelines.loadData(param: "home")?.isEmpty == false)
        // Alice is signed out; every other partition keeps its cache and subscribers
        try await alice.clearAll()

        #expect(await aliceTimelines.loadData(param: "home") == nil)
        #expect(aliceStore.count(of: Post.self) == 0)
        #expect(await bobTimelines.loadData(param: "home")?.isEmpty == false)
    }
}
