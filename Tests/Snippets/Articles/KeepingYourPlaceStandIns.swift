import StoreFlowable

extension KeepingYourPlaceArticle {
    struct Post: Identifiable, Sendable {
        let id: String
        var text: String
    }

    /// A page of a timeline, newest first, and the cursors of the older and newer pages next to it.
    struct TimelinePage: Sendable {
        var posts: [Post]
        var olderCursor: String?
        var newerCursor: String?
    }

    /// The reader's API client, a fake: a timeline of `newest` posts, numbered from 1, three a page.
    struct TimelineAPI: Sendable {
        var newest = 9

        func newestPosts() async throws -> TimelinePage {
            page(max(newest - 2, 1)...newest)
        }

        func posts(olderThan cursor: String) async throws -> TimelinePage {
            let first = (Int(cursor) ?? 1) - 1
            return first < 1 ? TimelinePage(posts: []) : page(max(first - 2, 1)...first)
        }

        func posts(newerThan cursor: String) async throws -> TimelinePage {
            let last = (Int(cursor) ?? newest) + 1
            return last > newest ? TimelinePage(posts: []) : page(last...min(last + 2, newest))
        }

        private func page(_ ids: ClosedRange<Int>) -> TimelinePage {
            TimelinePage(
                posts: ids.reversed().map { Post(id: "\($0)", text: "post \($0)") },
                olderCursor: ids.lowerBound > 1 ? "\(ids.lowerBound)" : nil,
                newerCursor: "\(ids.upperBound)")
        }
    }

    /// The reader's fetcher: the newest page with both cursors, older and newer pages from them.
    struct TimelineFetcher: PaginationFetcher {
        let api: TimelineAPI

        func fetch(param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.newestPosts()
            return PaginationFetchResult(
                data: page.posts, nextKey: page.olderCursor, prevKey: page.newerCursor)
        }

        func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.posts(olderThan: nextKey)
            return PaginationFetchResult(data: page.posts, nextKey: page.olderCursor)
        }

        func fetchPrev(prevKey: String, param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.posts(newerThan: prevKey)
            return PaginationFetchResult(data: page.posts, prevKey: page.newerCursor)
        }
    }
}
