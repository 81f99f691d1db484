import StoreFlowable
import StoreFlowableTesting
import Testing

/// A cacher that stores data but no timestamp — as StoreFlowable.swift 4's README allows for a cacher
/// without expiry — has that data treated as valid: no refetch on every read, until `needRefresh` asks.
@Suite(.timeLimit(.minutes(10))) struct MissingTimestampTests {
    /// Keeps one value and never a timestamp.
    private final class UntimedCacher: Cacher {
        let stored = Locked<Int?>(nil)
        let refetches: Bool

        init(_ value: Int?, refetches: Bool = false) {
            stored.withLock { $0 = value }
            self.refetches = refetches
        }

        func loadData(param: String) async -> Int? { stored.withLock { $0 } }
        func saveData(data: Int?, param: String) async { stored.withLock { $0 = data } }
        func loadDataCachedAt(param: String) async -> Double? { nil }
        func saveDataCachedAt(epochSeconds: Double?, param: String) async {}
        func needRefresh(cachedData: Int, param: String) async -> Bool { refetches }
        func removeAllData() async { stored.withLock { $0 = nil } }
    }

    @Test func givenDataWithoutATimestamp_whenRequiredFromBoth_thenTheCacheIsUsedWithoutAFetch() async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let flowable = AnyStoreFlowable.from(cacher: UntimedCacher(4), fetcher: fetcher, param: "key")

        let first = try await flowable.requireData(from: .both)
        let second = try await flowable.requireData(from: .both)

        #expect(first == 4 && second == 4)
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenDataWithoutATimestamp_whenSubscribed_thenItIsCompletedWithNoFetch() async {
        let fetcher = TestFetcher<String, Int>()
        let states = StateRecorder(
            AnyStoreFlowable.from(cacher: UntimedCacher(4), fetcher: fetcher, param: "key"))

        await states.expect(.completed(4))
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenDataWithoutATimestampThatNeedsRefresh_whenRequired_thenItIsFetched() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = AnyStoreFlowable.from(
            cacher: UntimedCacher(4, refetches: true), fetcher: fetcher, param: "key")

        async let value = flowable.requireData(from: .both)
        let request = try await fetcher.nextRequest()
        request.answer(5)

        #expect(try await value == 5)
        #expect(fetcher.requestCount == 1)
    }
}
