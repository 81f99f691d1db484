import StoreFlowableTesting
import Synchronization
import Testing

@testable import StoreFlowable

/// Each `StoreFlowableError` is raised for its own reason only.
@Suite struct ErrorReasonTests {
    // MARK: Content of another type

    @Test func givenACacherHandingBackAnotherType_whenRequiringData_thenUnexpectedTypeIsThrown() async {
        let flowable = AnyStoreFlowable.from(
            cacher: MistypedListCacher(), fetcher: TestFetcher<String, Int> { _ in 100 }, param: "key")

        let thrown = await #expect(throws: StoreFlowableError.self) {
            try await flowable.requireData(from: .both)
        }

        #expect(thrown == .cacheReturnedUnexpectedType)
        #expect(thrown != .cacheReturnedNothingAfterSave)
    }

    @Test func givenACacherHandingBackAnotherType_whenSubscribing_thenTheStateIsUnexpectedType() async {
        let flowable = AnyStoreFlowable.from(
            cacher: MistypedListCacher(), fetcher: TestFetcher<String, Int> { _ in 100 }, param: "key")
        let states = StateRecorder(flowable)

        await states.expectEventually(.error(StoreFlowableError.cacheReturnedUnexpectedType))

        let errors = states.states.compactMap { $0.error as? StoreFlowableError }
        #expect(errors.allSatisfy { $0 == .cacheReturnedUnexpectedType })
    }

    @Test func givenErasedContentOfAnotherType_whenTyped_thenCompletedBecomesUnexpectedType() {
        let erased = LoadingState<any Sendable>.completed(content: "text", next: .end, prev: .end)

        let typed = erased.typed(as: Int.self)

        #expect(typed.error as? StoreFlowableError == .cacheReturnedUnexpectedType)
        #expect(typed.content == nil)
        // A loading state drops content of another type and stays loading.
        let loading = LoadingState<any Sendable>.loading(content: "text").typed(as: Int.self)
        #expect(loading == .loading(content: nil))
    }

    // MARK: Nothing read back after a save

    @Test func givenACacherThatKeepsNothing_whenAFetchIsSaved_thenTheStateIsNothingAfterSave() async throws {
        let flowable = AnyStoreFlowable.from(
            cacher: ForgetfulCacher(), fetcher: TestFetcher<String, Int> { _ in 100 }, param: "key")
        let states = StateRecorder(flowable)

        await states.expect(.loading(nil))
        await states.expectEventually(.error(StoreFlowableError.cacheReturnedNothingAfterSave))

        // A caller still gets what was fetched; asked for the cache, it is told nothing is cached.
        #expect(try await flowable.requireData(from: .origin) == 100)
        await #expect(throws: StoreFlowableError.noCachedData) {
            try await flowable.requireData(from: .cache)
        }
    }

    // MARK: State lost in a freshness check

    @Test func givenTheParamStateGoneMidCheck_whenRequiringData_thenStateLostIsThrown() async {
        let cacher = RegistryEmptyingCacher()
        let flowable = AnyStoreFlowable.from(
            cacher: cacher, fetcher: TestFetcher<String, Int> { _ in 100 }, param: "key")
        await flowable.update(newData: 1)
        let registry = flowable.engine.registry
        // What no code of the library does: the registry forgets the param while its turn is held.
        cacher.duringNeedRefresh.withLock { hook in
            hook = { registry.state.withLock { state in state.machines.removeAll() } }
        }

        let thrown = await #expect(throws: StoreFlowableError.self) {
            try await flowable.requireData(from: .both)
        }

        #expect(thrown == .stateLostInFreshnessCheck)
        #expect(thrown != .cacheReturnedNothingAfterSave)
    }
}

/// A cacher of `Int` whose list revisions hand back a `String`: the one way content of another type than
/// a cacher's own reaches the type-erased engine.
private final class MistypedListCacher: MemoryBackedCacher, ListRevisionSource {
    let memory = InMemoryCacher<String, Int>()

    func loadDataWithRevision(param: String) -> (data: (any Sendable)?, revision: UInt64?) {
        ("not an Int", 1)
    }

    func listChanges(param: String, after: UInt64, through: UInt64) -> ListHistoryAnswer { .unknown }
}

/// A cacher that saves without error and keeps nothing.
private final class ForgetfulCacher: Cacher {
    func loadData(param: String) async -> Int? { nil }
    func saveData(data: Int?, param: String) async {}
    func loadDataCachedAt(param: String) async -> Double? { nil }
    func saveDataCachedAt(epochSeconds: Double?, param: String) async {}
    func removeAllData() async {}
}

/// An in-memory cacher that runs `duringNeedRefresh` when asked whether its content needs a refresh, in
/// the turn of a freshness check.
private final class RegistryEmptyingCacher: MemoryBackedCacher {
    let duringNeedRefresh = Mutex<(@Sendable () -> Void)?>(nil)
    let memory = InMemoryCacher<String, Int>()

    func needRefresh(cachedData: Int, param: String) async -> Bool {
        duringNeedRefresh.withLock { $0 }?()
        return false
    }
}
