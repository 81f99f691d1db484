import StoreFlowable
import StoreFlowableTesting
import Synchronization
import Testing

@Suite struct CustomPageCacherTests {
    @Test func givenCacherOverridingSaveNextData_whenAPageArrives_thenItsMergeIsUsed() async {
        let cacher = SortingCacher()
        let fetcher = FeedFetcher<String>(nextPage: { _ in .page(["a", "d"], next: nil) })
        let flowable = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        await flowable.update(newData: ["b", "c"], nextKey: "p2")

        await flowable.requestNextData()

        #expect(cacher.merges.values.map(\.direction) == ["next"])
        #expect(cacher.merges.values.map(\.cached) == [["b", "c"]])
        #expect(cacher.merges.values.map(\.new) == [["a", "d"]])
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c", "d"])
        await StateRecorder(flowable).expect(.completed(["a", "b", "c", "d"]))
    }

    @Test func givenCacherOverridingSavePrevData_whenAPrevPageArrives_thenItsMergeIsUsed() async {
        let cacher = SortingCacher()
        let fetcher = FeedFetcher<String>(prevPage: { _ in .page(["d", "a"], prev: nil) })
        let flowable = AnyTwoWayPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        await flowable.update(newData: ["c", "b"], nextKey: nil, prevKey: "p1")

        await flowable.requestPrevData()

        #expect(cacher.merges.values.map(\.direction) == ["prev"])
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c", "d"])
    }
}

/// Keeps its list sorted whichever way a page comes, and records every merge.
private final class SortingCacher: PaginationCacher {
    typealias Item = String
    typealias Key = String

    private let memory = InMemoryPaginationCacher<String, String, String>()
    struct Merge: Sendable {
        var direction: String
        var cached: [String]
        var new: [String]
    }

    let merges = Recorder<Merge>()

    func saveNextData(cachedData: consuming [String], newData: [String], param: String) async {
        let cached = cachedData
        merges.record(Merge(direction: "next", cached: cached, new: newData))
        await saveData(data: (cached + newData).sorted(), param: param)
    }

    func savePrevData(cachedData: consuming [String], newData: [String], param: String) async {
        let cached = cachedData
        merges.record(Merge(direction: "prev", cached: cached, new: newData))
        await saveData(data: (newData + cached).sorted(), param: param)
    }

    func loadData(param: String) async -> [String]? { await memory.loadData(param: param) }
    func saveData(data: [String]?, param: String) async { await memory.saveData(data: data, param: param) }
    func loadDataCachedAt(param: String) async -> Double? { await memory.loadDataCachedAt(param: param) }
    func saveDataCachedAt(epochSeconds: Double?, param: String) async {
        await memory.saveDataCachedAt(epochSeconds: epochSeconds, param: param)
    }
    func loadNextKey(param: String) async -> String? { await memory.loadNextKey(param: param) }
    func saveNextKey(nextKey: String?, param: String) async {
        await memory.saveNextKey(nextKey: nextKey, param: param)
    }
    func loadPrevKey(param: String) async -> String? { await memory.loadPrevKey(param: param) }
    func savePrevKey(prevKey: String?, param: String) async {
        await memory.savePrevKey(prevKey: prevKey, param: param)
    }

    func removeAllData() async { await memory.removeAllData() }
}
