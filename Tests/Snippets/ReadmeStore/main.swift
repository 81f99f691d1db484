// The README's second program: its normalized store and the sections after it. The imports are those
// its text names; `FeedAPI` and `FeedFetcher` are in FeedAPI.swift. The `check:` lines are not in the
// README: they print what the blocks did, for Tests/SnippetTests, which runs this program.
import Foundation
import StoreFlowable
import StoreFlowableSQLite

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

// `FeedAPI` and `FeedFetcher` are the pagination ones above, declared again in this program for these posts.
let store = EntityStore()
let timelines = NormalizedListCacher<String, Post, String>(store: store)
let fetcher = FeedFetcher(api: FeedAPI())
let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
await home.requestNextData()
store.update(Post.self, id: "1") { $0.favourited = true }  // every timeline showing post 1 updates

print("check: favourited", try await home.requireData(from: .cache).map(\.favourited))
print("check: boost", try await home.requireData(from: .cache).map { $0.boost?.id ?? "nil" })
store.update(Author.self, id: "ada") { $0.name = "Ada L." }
let renamed = try await home.requireData(from: .cache)
print("check: renamed", renamed.map { "\($0.author.name), boosting \($0.boost?.author.name ?? "nil")" })

// Swift synthesizes `Codable` only in the file that declares the type: here, this `main.swift`.
extension Author: PersistentEntity, Codable {}
extension Post: PersistentEntity, Codable {}

let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
let persisted = try await SQLiteStore.open(
    at: caches.appendingPathComponent("timelines.sqlite"), entities: [Post.self, Author.self])
let stored = try await SQLiteListCacher<String, Post, String>(
    in: persisted, name: "timelines", expiry: .seconds(300))
let storedHome = AnyPaginationStoreFlowable.from(cacher: stored, fetcher: fetcher, param: "home")
for await state in storedHome.publish() {
    // The first run: nothing is stored, so the timeline is fetched. After a restart: the stored timeline
    // at once, as completed while it is younger than five minutes, else as loading while it is refreshed.
    print(state)
    if state.isCompleted { break }
}
try await persisted.update(Post.self, id: "1") { $0.favourited = true }  // on disk, then everywhere

print("check: stored favourite", persisted.store.entity(Post.self, id: "1")?.favourited ?? false)
persisted.close()

let retry = RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(30))
let feed = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home", retry: retry)
timelines.invalidate(param: "home")  // refetches, keeping the posts on screen meanwhile
let refresher = timelines.refetch(on: IntervalSignals(every: .seconds(60)))  // stale lists on screen only
for await update in feed.publishWithFreshness() {
    print(update.freshness?.savedAt as Any, update.freshness?.origin as Any)  // "2 min ago", "offline"
    break
}
refresher.cancel()
try await timelines.clearAll()  // sign out; `CacheLifecycle.clearAll()` empties every cacher and store

// The favourite of the old session is gone. (The freshness loop's subscription lives on after its
// `break` in top-level code, so the list may already be fetched again, unfavourited.)
print("check: old session gone", !(feed.currentState().content ?? []).contains { $0.favourited })

let model = FlowableModel(feed)  // model.state: the cached list, before any await
let run = Task { await model.run() }  // in a view: .task { await model.run() }
await model.requestNextData()
run.cancel()

print("check: model's list", feed.currentState().content?.map(\.id) ?? [])

let alice = CachePartition(id: "mastodon.social/109")
let aliceStore = alice.own(EntityStore())
let aliceTimelines = alice.own(NormalizedListCacher<String, Post, String>(store: aliceStore))
let aliceHome = AnyPaginationStoreFlowable.from(cacher: aliceTimelines, fetcher: fetcher, param: "home")
await aliceHome.requestNextData()
try await alice.clearAll()  // Alice is signed out; every other partition keeps its cache and subscribers

let aliceCleared = await aliceTimelines.loadData(param: "home") == nil
print("check: signed out", aliceCleared, aliceStore.count(of: Post.self))
