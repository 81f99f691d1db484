import StoreFlowable
import StoreFlowableTesting
import Synchronization
import Testing

@Suite struct SaveFailureTests {
    @Test func givenCacheThatCannotSave_whenFetchSucceeds_thenErrorKeepsOldContentAndRefreshRecovers() async {
        let cacher = RefusingCacher()
        let fetcher = TestFetcher<String, Int> { $0.number * 10 }
        let flowable = AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "key")
        await flowable.update(newData: 1)
        let states = StateRecorder(flowable)
        await states.expect(.completed(1))

        cacher.refusing.store(true, ordering: .relaxed)
        await flowable.refresh()

        await states.expectEventually(.error(DiskFull(), 1))
        #expect(await flowable.getData(from: .cache) == 1)

        cacher.refusing.store(false, ordering: .relaxed)
        await flowable.refresh()
        await states.expectEventually(.completed(20))
    }

    @Test func givenCacheThatCannotSave_whenUpdating_thenSubscriberSeesErrorWithOldContent() async {
        let cacher = RefusingCacher()
        let flowable = AnyStoreFlowable.from(
            cacher: cacher, fetcher: TestFetcher<String, Int>(), param: "key")
        await flowable.update(newData: 1)
        let states = StateRecorder(flowable)
        await states.expect(.completed(1))
        cacher.refusing.store(true, ordering: .relaxed)

        await flowable.update(newData: 2)

        await states.expect(.error(DiskFull(), 1))
    }

    @Test func givenPaginationCacheThatCannotSave_whenNextPageArrives_thenErrorKeepsTheFirstPage() async {
        let cacher = RefusingPageCacher()
        let fetcher = TestPaginationFetcher<String, Int, String>(
            firstPage: { _ in .page([1, 2], next: "2") },
            nextPage: { _ in .page([3, 4], next: nil) })
        let flowable = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "key")
        #expect(await flowable.getData(from: .both) == [1, 2])
        let states = StateRecorder(flowable)
        await states.expect(.completed([1, 2], next: .more))

        cacher.refusing.store(true, ordering: .relaxed)
        await flowable.requestNextData(continueWhenError: true)

        await states.expectEventually(.error(DiskFull(), [1, 2]))
        #expect(await cacher.loadData(param: "key") == [1, 2])
    }
}

private struct DiskFull: Error, Equatable {}

/// Saves into memory, or throws `DiskFull` without changing anything while `refusing`.
private final class RefusingCacher: MemoryBackedCacher {
    let refusing = Atomic(false)
    let memory = InMemoryCacher<String, Int>()

    func saveData(data: Int?, param: String) async throws {
        if refusing.load(ordering: .relaxed) { throw DiskFull() }
        await memory.saveData(data: data, param: param)
    }

    func saveDataCachedAt(epochSeconds: Double?, param: String) async throws {
        if refusing.load(ordering: .relaxed) { throw DiskFull() }
        await memory.saveDataCachedAt(epochSeconds: epochSeconds, param: param)
    }
}

/// A page cacher that throws `DiskFull` on every save while `refusing`.
private final class RefusingPageCacher: PaginationCacher {
    typealias Item = Int
    typealias Key = String

    let refusing = Atomic(false)
    private let memory = InMemoryPaginationCacher<String, Int, String>()

    func loadData(param: String) async -> [Int]? { await memory.loadData(param: param) }
    func loadDataCachedAt(param: String) async -> Double? { await memory.loadDataCachedAt(param: param) }
    func loadNextKey(param: String) async -> String? { await memory.loadNextKey(param: param) }

    func saveData(data: [Int]?, param: String) async throws {
        try check()
        await memory.saveData(data: data, param: param)
    }

    func saveDataCachedAt(epochSeconds: Double?, param: String) async throws {
        try check()
        await memory.saveDataCachedAt(epochSeconds: epochSeconds, param: param)
    }

    func saveNextKey(nextKey: String?, param: String) async throws {
        try check()
        await memory.saveNextKey(nextKey: nextKey, param: param)
    }

    private func check() throws {
        if refusing.load(ordering: .relaxed) { throw DiskFull() }
    }

    func removeAllData() async { await memory.removeAllData() }
}
