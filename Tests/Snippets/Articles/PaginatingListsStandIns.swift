import StoreFlowable

extension PaginatingListsArticle {
    /// A page of a feed, and the cursor of the page after it.
    struct FeedPage: Sendable {
        var posts: [Post]
        var nextCursor: String?
    }

    /// A page of a thread, and the cursors of the older and newer pages next to it.
    struct ThreadPage: Sendable {
        var posts: [Post]
        var olderCursor: String?
        var newerCursor: String?
    }

    /// The reader's API client, a fake. Feeds: posts 1 to 5, three a page. Threads: posts 1 to 9, newest
    /// first, three a page.
    struct FeedAPI: Sendable {
        func posts(feed: String, after cursor: String?) async throws -> FeedPage {
            let start = Int(cursor ?? "0").map { $0 + 1 } ?? 1
            let ids = start...min(start + 2, 5)
            return FeedPage(posts: ids.map(post), nextCursor: ids.upperBound < 5 ? "\(ids.upperBound)" : nil)
        }

        func posts(around id: String) async throws -> ThreadPage {
            let center = Int(id) ?? 5
            return ThreadPage(
                posts: (center - 1...center + 1).map(post), olderCursor: "\(center + 1)",
                newerCursor: "\(center - 1)")
        }

        func posts(olderThan cursor: String) async throws -> ThreadPage {
            let last = Int(cursor) ?? 9
            let ids = last + 1...min(last + 3, 9)
            return ThreadPage(
                posts: ids.map(post), olderCursor: ids.upperBound < 9 ? "\(ids.upperBound)" : nil)
        }

        func posts(newerThan cursor: String) async throws -> ThreadPage {
            let first = Int(cursor) ?? 1
            let ids = max(first - 3, 1)...first - 1
            return ThreadPage(
                posts: ids.map(post), newerCursor: ids.lowerBound > 1 ? "\(ids.lowerBound)" : nil)
        }

        private func post(_ id: Int) -> Post { Post(id: "\(id)", text: "post \(id)") }
    }
}
