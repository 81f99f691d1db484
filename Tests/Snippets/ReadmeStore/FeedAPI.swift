import StoreFlowable

// Not in the README, whose second program declares again the pagination program's `FeedAPI` and
// `FeedFetcher`, for its own `Post`. This `FeedAPI` serves one page: post 1 by Ada, which boosts post 0,
// also by Ada.

/// Stands for the API client: one page of posts.
struct FeedAPI: Sendable {
    func feed(_ name: String, after cursor: String?) async throws -> (posts: [Post], next: String?) {
        let ada = Author(id: "ada", name: "Ada")
        let original = Post(id: "0", author: ada, boost: nil)
        return ([Post(id: "1", author: ada, boost: original)], nil)
    }
}

// Copied from README.md, as written:
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
