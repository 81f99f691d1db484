import StoreFlowable
import Synchronization

struct User: Sendable, Equatable {
    let id: String
    var name: String
}

struct Post: Identifiable, Sendable, Equatable {
    let id: Int
    var text: String
}

final class FakeAPI: Sendable {
    private let servedUsers = Mutex(0)

    var userCalls: Int { servedUsers.withLock { $0 } }

    func user(id: String) async throws -> User {
        servedUsers.withLock { $0 += 1 }
        return User(id: id, name: "Grace")
    }

    /// Posts 1 to 5, three a page. `after` is the last post of the page before; the answer's `last` is
    /// `nil` on the last page.
    func posts(after: Int?) async throws -> (posts: [Post], last: Int?) {
        let start = (after ?? 0) + 1
        let ids = start...min(start + 2, 5)
        return (ids.map { Post(id: $0, text: "post \($0)") }, ids.upperBound < 5 ? ids.upperBound : nil)
    }
}

let api = FakeAPI()

struct UserFetcher: Fetcher {
    let api: FakeAPI
    func fetch(param: String) async throws -> User {
        try await api.user(id: param)
    }
}

let userCacher = InMemoryCacher<String, User>(expiry: .seconds(300))

let user = AnyStoreFlowable.from(cacher: userCacher, fetcher: UserFetcher(api: api), param: "42")
for await state in user.publish() {
    switch state {
    case .loading(let cached): print("loading; cached:", cached?.name ?? "nothing")
    case .completed(let user, _, _): print("hello,", user.name)  // hello, Grace
    case .error(let error, let cached): print("failed:", error, "cached:", cached?.name ?? "nothing")
    }
    if state.isCompleted { break }  // a screen keeps listening for as long as it shows the user
}

let cachedUser = await user.getData(from: .cache)  // Grace, from the cacher; nil if nothing is cached
await user.update(newData: User(id: "42", name: "Ada"))  // saved; every subscriber sees .completed
let edited = try await user.requireData()  // Ada: the cache is valid, no fetch
await user.refresh()  // refetched from the origin
let refreshed = try await user.requireData()  // Grace again
print(cachedUser?.name ?? "nothing", edited.name, refreshed.name, api.userCalls)  // Grace Ada Grace 2

struct PostFetcher: PaginationFetcher {
    let api: FakeAPI
    func fetch(param: String) async throws -> PaginationFetchResult<Post, Int> {
        let page = try await api.posts(after: nil)
        return PaginationFetchResult(data: page.posts, nextKey: page.last)
    }
    func fetchNext(nextKey: Int, param: String) async throws -> PaginationFetchResult<Post, Int> {
        let page = try await api.posts(after: nextKey)
        return PaginationFetchResult(data: page.posts, nextKey: page.last)
    }
}

let postCacher = InMemoryPaginationCacher<String, Post, Int>(expiry: .seconds(600))
let feed = AnyPaginationStoreFlowable.from(
    cacher: postCacher, fetcher: PostFetcher(api: api), param: "home")
await feed.requestNextData()  // the first page: posts 1, 2 and 3
await feed.requestNextData()  // the next page, appended: posts 4 and 5
let posts = try await feed.requireData(from: .cache)
print(posts.map(\.id))  // [1, 2, 3, 4, 5]

for await state in feed.publish() {
    if case .completed(let posts, let next, _) = state {
        print(posts.count, "posts; more:", next.canRequestAdditionalData)  // 5 posts; more: false
        break
    }
}

await feed.refresh()
let firstPage = try await feed.requireData(from: .cache)
print(firstPage.map(\.id))  // [1, 2, 3]

final class ManualTime: Sendable {
    private let seconds = Mutex(1_000.0)
    var now: Double { seconds.withLock { $0 } }
    func advance(by interval: Double) { seconds.withLock { $0 += interval } }
}

let time = ManualTime()
let clock = EpochClock { time.now }
let testCacher = InMemoryCacher<String, User>(expiry: .seconds(60), clock: clock)
let testUser = AnyStoreFlowable.from(cacher: testCacher, fetcher: UserFetcher(api: api), param: "7")
_ = try await testUser.requireData()  // fetched
_ = try await testUser.requireData()  // valid: no fetch
let callsBefore = api.userCalls
time.advance(by: 61)  // the cached user has expired
_ = try await testUser.requireData()  // fetched again
print(api.userCalls - callsBefore)  // 1
