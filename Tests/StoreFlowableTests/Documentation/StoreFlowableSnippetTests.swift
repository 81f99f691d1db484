import StoreFlowable
import Testing

// StoreFlowable.md's overview snippet, compiled and run. `userCacher`, `UserFetcher` and `api` are those of
// GettingStarted.md, re-declared here; `render(_:)` stands for UI code and records the states. The loop
// never ends by itself, so the test cancels its task once the user is loaded.

enum StoreFlowableArticle {
    struct User: Sendable, Equatable {
        let id: String
        var name: String
    }

    struct UserAPI: Sendable {
        func user(id: String) async throws -> User { User(id: id, name: "Grace") }
    }

    struct UserFetcher: Fetcher {
        let api: UserAPI
        func fetch(param: String) async throws -> User {
            try await api.user(id: param)
        }
    }
}

@Suite struct StoreFlowableSnippetTests {
    @Test func theSnippetRendersTheLoadedUser() async throws {
        typealias User = StoreFlowableArticle.User
        typealias UserFetcher = StoreFlowableArticle.UserFetcher
        let api = StoreFlowableArticle.UserAPI()
        let userCacher = InMemoryCacher<String, User>(expiry: .seconds(300))
        let userID = "42"

        let (rendered, sink) = AsyncStream.makeStream(of: LoadingState<User>.self)
        let screen = Task {
            func render(_ state: LoadingState<User>) { sink.yield(state) }

            let user = AnyStoreFlowable.from(
                cacher: userCacher, fetcher: UserFetcher(api: api), param: userID)
            for await state in user.publish() {
                render(state)
            }
        }
        var states: [LoadingState<User>] = []
        for await state in rendered {
            states.append(state)
            if state.isCompleted { break }
        }
        screen.cancel()
        await screen.value

        let grace = User(id: "42", name: "Grace")
        let end = AdditionalLoadingState.fixed(canRequestAdditionalData: false)
        #expect(states.last == .completed(content: grace, next: end, prev: end))
        #expect(states.dropLast().allSatisfy { $0 == .loading(content: nil) })
    }
}
