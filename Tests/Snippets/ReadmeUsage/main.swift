import StoreFlowable

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

let fresh = try await user.requireData(from: .origin)  // always fetch (joins a fetch in flight)
let cached = await user.getData(from: .cache)  // nil when nothing is cached
await user.update(newData: User(id: "42", name: "Ada"))  // every subscriber sees .completed
await user.refresh()  // refetch, keeping content visible

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

let feedCacher = InMemoryPaginationCacher<String, Post, String>()
let fetcher = FeedFetcher(api: FeedAPI())
let feed = AnyPaginationStoreFlowable.from(cacher: feedCacher, fetcher: fetcher, param: "news")
await feed.requestNextData()  // no list yet: loads the first page
await feed.requestNextData()  // appends the second page: posts 1 and 2

// Not in the README: what the blocks above did, printed for Tests/SnippetTests.
print("check: fetched", fresh.name, "cached", cached?.name ?? "nil")
print("check: after the refresh", await user.getData(from: .cache)?.name ?? "nil")
print("check: pages", try await feed.requireData(from: .cache).map(\.text))
