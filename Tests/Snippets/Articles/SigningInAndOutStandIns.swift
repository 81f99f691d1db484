import StoreFlowable
import Synchronization

extension SeveralAccountsArticle {
    /// A post of an account's timelines.
    struct Post: NormalizedEntity {
        let id: String
        var text: String
    }

    /// What identifies a timeline.
    enum Timeline: Hashable, Sendable {
        case home
    }

    /// Serves one page of the posts it was made with, and counts the pages it served.
    struct TimelineFetcher: PaginationFetcher {
        let posts: [Post]
        let served = Counter()

        func fetch(param: Timeline) async throws -> PaginationFetchResult<Post, String> {
            served.count.withLock { $0 += 1 }
            return PaginationFetchResult(data: posts, nextKey: nil)
        }

        func fetchNext(nextKey: String, param: Timeline) async throws -> PaginationFetchResult<Post, String> {
            PaginationFetchResult(data: [], nextKey: nil)
        }
    }

    /// A count shared by the copies of a fetcher.
    final class Counter: Sendable {
        let count = Mutex(0)
    }
}
