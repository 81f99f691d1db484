import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct OverlappingPagesTests {
    @Test func givenInMemoryCacher_whenANextPageOverlaps_thenTheNewerCopyReplacesTheItemInPlace() async {
        let fetcher = FeedFetcher<Post>(nextPage: { _ in .page([Post(3, "c2"), Post(4, "d")], next: nil) })
        let flowable = makePaginationFlowable(cacher: InMemoryPaginationCacher(), fetcher: fetcher)
        await flowable.update(newData: [Post(1, "a"), Post(2, "b"), Post(3, "c")], nextKey: "p2")

        await flowable.requestNextData()

        let expected = [Post(1, "a"), Post(2, "b"), Post(3, "c2"), Post(4, "d")]
        #expect(await flowable.getData(from: .cache) == expected)
    }

    @Test func givenInMemoryCacher_whenAPrevPageOverlaps_thenTheNewerCopyReplacesTheItemInPlace() async {
        let fetcher = FeedFetcher<Post>(prevPage: { _ in
            .page([Post(1, "a"), Post(2, "b"), Post(3, "c2")], prev: nil)
        })
        let flowable = makeTwoWayFlowable(cacher: InMemoryPaginationCacher(), fetcher: fetcher)
        await flowable.update(newData: [Post(3, "c"), Post(4, "d")], nextKey: nil, prevKey: "p1")

        await flowable.requestPrevData()

        let expected = [Post(1, "a"), Post(2, "b"), Post(3, "c2"), Post(4, "d")]
        #expect(await flowable.getData(from: .cache) == expected)
    }

    @Test func givenUserCacher_whenPagesOverlapBothWays_thenNoItemIsDuplicated() async {
        let fetcher = FeedFetcher<Post>(
            nextPage: { _ in .page([Post(4, "d2"), Post(5, "e")], next: nil) },
            prevPage: { _ in .page([Post(2, "b"), Post(3, "c2")], prev: nil) }
        )
        let flowable = AnyTwoWayPaginationStoreFlowable.from(
            cacher: PostCacher(), fetcher: fetcher, param: "feed")
        await flowable.update(newData: [Post(3, "c"), Post(4, "d")], nextKey: "n1", prevKey: "p1")

        await flowable.requestNextData()
        await flowable.requestPrevData()

        let expected = [Post(2, "b"), Post(3, "c2"), Post(4, "d2"), Post(5, "e")]
        #expect(await flowable.getData(from: .cache) == expected)
        await StateRecorder(flowable).expect(.completed(expected))
    }

    @Test func givenNonIdentifiableItems_whenPagesOverlap_thenTheyAreAppendedAsIs() async {
        let fetcher = FeedFetcher<String>(nextPage: { _ in .page(["b", "c"], next: nil) })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a", "b"], nextKey: "p2")

        await flowable.requestNextData()

        #expect(await flowable.getData(from: .cache) == ["a", "b", "b", "c"])
    }
}

extension OverlappingPagesTests {
    @Test func givenCacherKeepingItsOwnLists_whenPagesOverlapTwice_thenNoItemIsDuplicated() async {
        let fetcher = FeedFetcher<Post>(nextPage: { request in
            request.key == "p2"
                ? .page([Post(3, "c2"), Post(4, "d")], next: "p3")
                : .page([Post(4, "d2"), Post(5, "e")], next: nil)
        })
        let cacher = OwnStorageCacher()
        let flowable = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        await flowable.update(newData: [Post(1, "a"), Post(2, "b"), Post(3, "c")], nextKey: "p2")

        await flowable.requestNextData()
        await flowable.requestNextData()

        let expected = [Post(1, "a"), Post(2, "b"), Post(3, "c2"), Post(4, "d2"), Post(5, "e")]
        #expect(await flowable.getData(from: .cache) == expected)
        #expect(cacher.saves == 3)
    }
}

/// A cacher that keeps lists in a store of its own, as a persistent cacher would, and merges with the
/// defaults: pages are merged into a copy and saved through `saveData`.
private final class OwnStorageCacher: PaginationCacher {
    typealias Item = Post
    typealias Key = String

    private let lists = Locked<(lists: [String: [Post]], saves: Int)>(([:], 0))
    private let stamps = Locked<[String: Double]>([:])
    private let keys = Locked<[String: String]>([:])

    var saves: Int { lists.withLock { $0.saves } }

    func loadData(param: String) async -> [Post]? {
        lists.withLock { $0.lists[param] }
    }

    func saveData(data: [Post]?, param: String) async {
        lists.withLock {
            $0.lists[param] = data
            $0.saves += 1
        }
    }

    func loadDataCachedAt(param: String) async -> Double? { stamps.withLock { $0[param] } }
    func saveDataCachedAt(epochSeconds: Double?, param: String) async {
        stamps.withLock { $0[param] = epochSeconds }
    }
    func loadNextKey(param: String) async -> String? { keys.withLock { $0[param] } }
    func saveNextKey(nextKey: String?, param: String) async { keys.withLock { $0[param] = nextKey } }

    func removeAllData() async {
        lists.withLock { $0.lists = [:] }
        stamps.withLock { $0 = [:] }
        keys.withLock { $0 = [:] }
    }
}

/// A user's cacher of posts: the ready-made in-memory one.
private typealias PostCacher = InMemoryPaginationCacher<String, Post, String>
