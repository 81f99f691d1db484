import StoreFlowable
import StoreFlowableTesting
import Testing

@testable import App

// StoreFlowableTesting.md's overview, as written, in a test of the target its manifest block declares.

@Test func theLandingPageExampleRecordsTheLoadThenTheUser() async throws {
    let fetcher = TestFetcher<String, User>()
    let states = StateRecorder(
        AnyStoreFlowable.from(cacher: InMemoryCacher(), fetcher: fetcher, param: "42"))

    await states.expect(.loading(nil))
    try await fetcher.nextRequest().answer(User(id: "42", name: "Ada"))
    await states.expect(.completed(User(id: "42", name: "Ada")))
}
