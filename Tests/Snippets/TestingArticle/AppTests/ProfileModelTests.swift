import StoreFlowable
import StoreFlowableTesting
import Testing

@testable import App

/// A profile model on a test fetcher and a test clock: the cache expires after 300 seconds of the
/// clock, and a failed load is tried once more after 1 second of it.
func makeModel(fetcher: TestFetcher<String, User>, clock: TestClock) -> ProfileModel {
    ProfileModel(
        id: "42", fetcher: fetcher,
        cacher: InMemoryCacher(expiry: .seconds(300), clock: clock.epochClock),
        retry: RetryPolicy(maxAttempts: 2, baseDelay: .seconds(1), jitter: .none, clock: clock))
}

@Test func showsLoadingThenTheName() async throws {
    let fetcher = TestFetcher<String, User>()
    let model = makeModel(fetcher: fetcher, clock: TestClock())
    let states = StateRecorder(model.name)

    await states.expect(.loading(nil))
    let request = try await fetcher.nextRequest()
    #expect(request.param == "42")
    request.answer(User(id: "42", name: "Ada"))

    await states.expect(.completed("Ada"))
}

@Test func retriesAFailedLoadAfterASecond() async throws {
    let fetcher = TestFetcher<String, User>()
    let clock = TestClock()
    let states = StateRecorder(makeModel(fetcher: fetcher, clock: clock).name)
    await states.expect(.loading(nil))

    try await fetcher.nextRequest().fail(Offline())
    try await clock.waitForSleepers(1)
    #expect(fetcher.requestCount == 1)
    clock.advance(by: .seconds(1))
    try await fetcher.nextRequest().answer(User(id: "42", name: "Ada"))

    await states.expect(.completed("Ada"))
    #expect(clock.sleeps == [.seconds(1)])
}

@Test func showsTheStaleNameWhileRefreshingIt() async throws {
    let fetcher = TestFetcher<String, User>()
    let clock = TestClock()
    let model = makeModel(fetcher: fetcher, clock: clock)
    let states = StateRecorder(model.name)
    await states.expect(.loading(nil))
    try await fetcher.nextRequest().answer(User(id: "42", name: "Ada"))
    await states.expect(.completed("Ada"))

    clock.advance(by: .seconds(301))
    let later = StateRecorder(model.name)

    await later.expect(.loading("Ada"))
    try await fetcher.nextRequest().answer(User(id: "42", name: "Grace"))
    await later.expect(.completed("Grace"))
}

@Test func pullToRefreshShowsTheNewName() async throws {
    let fetcher = TestFetcher<String, User> { request in
        User(id: request.param, name: request.number == 1 ? "Ada" : "Grace")
    }
    let model = makeModel(fetcher: fetcher, clock: TestClock())
    let states = StateRecorder(model.name)
    await states.expectEventually(.completed("Ada"))

    await model.refresh()

    await states.expectEventually(.completed("Grace"))
    #expect(fetcher.requestCount == 2)
}

@Test func aCancelledPageKeepsTheListAndCanBeAskedForAgain() async throws {
    let fetcher = TestPaginationFetcher<String, String, String>()
    let feed = AnyPaginationStoreFlowable.from(
        cacher: InMemoryPaginationCacher(), fetcher: fetcher, param: "home")
    await feed.update(newData: ["a"], nextKey: "p2")
    let states = StateRecorder(feed)
    await states.expect(.completed(["a"], next: .more))

    let scrolling = Task { await feed.requestNextData() }
    await states.expect(.completed(["a"], next: .loading))
    let cancelled = try await fetcher.nextPage.nextRequest()
    scrolling.cancel()
    try await cancelled.waitForCancellation()
    await scrolling.value
    await states.expect(.completed(["a"], next: .more))

    async let appended: Void = feed.requestNextData()
    await states.expect(.completed(["a"], next: .loading))
    let request = try await fetcher.nextPage.nextRequest()
    #expect(request.key == "p2")
    request.answer(["b"], nextKey: nil)
    await appended
    await states.expect(.completed(["a", "b"], next: .end))
}
