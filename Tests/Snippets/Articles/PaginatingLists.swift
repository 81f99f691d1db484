import StoreFlowable

/// PaginatingLists.md's blocks, as written and in order, in a namespace: its `Post` is not the other
/// articles'. The statements are in functions whose parameters are the names the article leaves to the
/// reader; `FeedAPI` stands for the reader's API client (PaginatingListsStandIns.swift).
enum PaginatingListsArticle {
    struct Post: Identifiable, Sendable {
        let id: String
        var text: String
    }

    struct FeedFetcher: PaginationFetcher {
        let api: FeedAPI

        func fetch(param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.posts(feed: param, after: nil)
            return PaginationFetchResult(data: page.posts, nextKey: page.nextCursor)
        }

        func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.posts(feed: param, after: nextKey)
            return PaginationFetchResult(data: page.posts, nextKey: page.nextCursor)
        }
    }

    /// "A paginated feed": the cacher and the flowable, shared by the screen.
    static func openFeed() -> AnyPaginationStoreFlowable<Post, String> {
        let feedCacher = InMemoryPaginationCacher<String, Post, String>(expiry: .seconds(10 * 60))
        let api = FeedAPI()
        let fetcher = FeedFetcher(api: api)
        let feed = AnyPaginationStoreFlowable.from(cacher: feedCacher, fetcher: fetcher, param: "home")
        return feed
    }

    /// The feed's screen, until its task is cancelled. `show(_:footer:)` and `show(_:banner:)` stand for UI
    /// code: each hands the IDs it shows and its footer or banner to `shown`.
    static func showFeed(_ feed: AnyPaginationStoreFlowable<Post, String>, shown: (String) -> Void) async {
        enum Footer {
            case spinner, loadMore, end
            case retry(any Error)
        }

        for await state in feed.publish() {
            switch state {
            case .loading(let posts):
                show(posts ?? [], footer: .spinner)
            case .completed(let posts, let next, _):
                let footer = next.doAction(
                    onFixed: { canRequestMore in canRequestMore ? Footer.loadMore : .end },
                    onLoading: { .spinner },
                    onError: { error in .retry(error) }
                )
                show(posts, footer: footer)
            case .error(let error, let posts):
                show(posts ?? [], banner: error)
            }
        }

        func show(_ posts: [Post], footer: Footer) {
            shown("\(posts.map(\.id)) \(footer)")
        }

        func show(_ posts: [Post], banner: any Error) {
            shown("\(posts.map(\.id)) \(banner)")
        }
    }

    /// The screen's model, which holds `feed`.
    final class FeedModel: Sendable {
        let feed: AnyPaginationStoreFlowable<Post, String>

        init(feed: AnyPaginationStoreFlowable<Post, String>) {
            self.feed = feed
        }

        func lastRowAppeared() async {
            await feed.requestNextData(continueWhenError: false)
        }

        func retryTapped() async {
            await feed.requestNextData()
        }

        func pulledToRefresh() async {
            await feed.refresh()
        }
    }

    struct ThreadFetcher: PaginationFetcher {
        let api: FeedAPI

        func fetch(param: String) async throws -> PaginationFetchResult<Post, String> {
            let page = try await api.posts(around: param)
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

    /// "Both ways": a timeline opened at post 5, grown both ways.
    static func openThread(api: FeedAPI) async -> AnyPaginationStoreFlowable<Post, String> {
        let postID = "5"  // the post the timeline is opened at
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: InMemoryPaginationCacher<String, Post, String>(),
            fetcher: ThreadFetcher(api: api),
            param: postID
        )
        await timeline.requestNextData()  // no list yet: the first page, the posts around postID
        await timeline.requestNextData()  // older posts, appended
        await timeline.requestPrevData()  // newer posts, prepended
        return timeline
    }
}
