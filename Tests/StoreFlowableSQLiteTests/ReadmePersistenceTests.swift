import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

// README.md's persistence snippet, compiled and run: the types are the normalized snippet's, declared
// again here; the snippet's statements run twice, as two launches of an app.

enum ReadmePersistence {
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

extension ReadmePersistence.Author: PersistentEntity, Codable {}
extension ReadmePersistence.Post: PersistentEntity, Codable {}

@Suite struct ReadmePersistenceTests {
    typealias Post = ReadmePersistence.Post
    typealias Author = ReadmePersistence.Author
    typealias FeedAPI = ReadmePersistence.FeedAPI
    typealias FeedFetcher = ReadmePersistence.FeedFetcher

    @Test func thePersistenceSnippetShowsTheStoredTimelineAfterARestart() async throws {
        let folder = TemporaryFolder()
        let cacheURL = folder.database
        var counts: [Int] = []
        for _ in 1...2 {
            let persisted = try await SQLiteStore.open(at: cacheURL, entities: [Post.self, Author.self])
            let stored = try await SQLiteListCacher<String, Post, String>(in: persisted, name: "timelines")
            let feed = AnyPaginationStoreFlowable.from(
                cacher: stored, fetcher: FeedFetcher(api: FeedAPI()), param: "home")
            for await state in feed.publish() {
                // After a restart: the stored timeline at once, then a refresh.
                print(state.content?.count ?? 0)
                counts.append(state.content?.count ?? 0)
                break
            }
            await feed.validate()  // not in the README: lets the first launch's fetch finish before closing
            // On disk, then everywhere.
            try await persisted.update(Post.self, id: "1") { $0.favourited = true }
            persisted.close()
        }

        #expect(counts == [0, 1])
        let reopened = try await SQLiteStore.open(at: cacheURL, entities: [Post.self, Author.self])
        #expect(reopened.store.entity(Post.self, id: "1")?.favourited == true)
        #expect(reopened.store.entity(Post.self, id: "1")?.boost?.id == "0")
    }
}
