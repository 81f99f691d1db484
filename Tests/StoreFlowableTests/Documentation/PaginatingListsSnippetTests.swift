import StoreFlowable
import Testing

// PaginatingLists.md, compiled and run: the article's declarations in a namespace, its statements in the
// tests. `FeedAPI` is the client the article says is yours, here a fake with fixed pages; `show(_:footer:)`
// and `show(_:banner:)` stand for UI code and record what they are given.

enum PaginatingListsArticle {
    struct FeedPage: Sendable {
        var posts: [Post]
        var nextCursor: String?
    }

    struct ThreadPage: Sendable {
        var posts: [Post]
        var olderCursor: String?
        var newerCursor: String?
    }

    /// Feeds: posts 1 to 5, three a page. Threads: posts 1 to 9, newest first, three a page.
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

    enum Footer {
        case spinner, loadMore, end
        case retry(any Error)
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
}

@Suite struct PaginatingListsSnippetTests {
    typealias Post = PaginatingListsArticle.Post
    typealias FeedAPI = PaginatingListsArticle.FeedAPI
    typealias FeedFetcher = PaginatingListsArticle.FeedFetcher
    typealias ThreadFetcher = PaginatingListsArticle.ThreadFetcher
    typealias Footer = PaginatingListsArticle.Footer

    @Test func theFeedScreenShowsPagesAndTheEnd() async throws {
        let feedCacher = InMemoryPaginationCacher<String, Post, String>(expiry: .seconds(10 * 60))
        let api = FeedAPI()
        let fetcher = FeedFetcher(api: api)
        let feed = AnyPaginationStoreFlowable.from(cacher: feedCacher, fetcher: fetcher, param: "home")

        func lastRowAppeared() async {
            await feed.requestNextData(continueWhenError: false)
        }

        func retryTapped() async {
            await feed.requestNextData()
        }

        func pulledToRefresh() async {
            await feed.refresh()
        }

        let (shown, sink) = AsyncStream.makeStream(of: String.self)
        let screen = Task {
            func show(_ posts: [Post], footer: Footer) {
                sink.yield("\(posts.map(\.id)) \(footer)")
            }
            func show(_ posts: [Post], banner: any Error) {
                sink.yield("\(posts.map(\.id)) \(banner)")
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
        }
        var screens: [String] = []
        for await screenShown in shown {
            screens.append(screenShown)
            if screenShown == "[\"1\", \"2\", \"3\"] loadMore" {
                await lastRowAppeared()
            }
            if screenShown.hasSuffix(" end") { break }
        }
        screen.cancel()
        await screen.value

        #expect(screens.first == "[] spinner")
        #expect(screens.contains("[\"1\", \"2\", \"3\"] loadMore"))
        #expect(screens.last == "[\"1\", \"2\", \"3\", \"4\", \"5\"] end")

        await pulledToRefresh()
        #expect(try await feed.requireData(from: .cache).map(\.id) == ["1", "2", "3"])
        await retryTapped()
        #expect(try await feed.requireData(from: .cache).map(\.id) == ["1", "2", "3", "4", "5"])
    }

    @Test func theTimelineGrowsBothWays() async throws {
        let api = FeedAPI()
        let postID = "5"  // the post the timeline is opened at
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: InMemoryPaginationCacher<String, Post, String>(),
            fetcher: ThreadFetcher(api: api),
            param: postID
        )
        await timeline.requestNextData()  // no list yet: the first page, the posts around postID
        await timeline.requestNextData()  // older posts, appended
        await timeline.requestPrevData()  // newer posts, prepended

        #expect(try await timeline.requireData(from: .cache).map(\.id) == (1...9).map { "\($0)" })
        let state = await timeline.publish().first { _ in true }
        #expect(state?.next?.canRequestAdditionalData == false)
        #expect(state?.prev?.canRequestAdditionalData == false)
    }
}
