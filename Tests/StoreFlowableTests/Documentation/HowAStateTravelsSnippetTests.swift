import StoreFlowable
import Testing

// HowAStateTravels.md's snippets, compiled and run. `users` is an `InMemoryCacher<String, User>`, and
// `UserFetcher` and `api` are those of GettingStarted.md, as the article says; `render(_:)` stands for UI
// code and records the states. The loop never ends by itself, so the test cancels its task.

enum HowAStateTravelsArticle {
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

@Suite struct HowAStateTravelsSnippetTests {
    @Test func theSnippetRendersTheLoadedUser() async throws {
        typealias User = HowAStateTravelsArticle.User
        typealias UserFetcher = HowAStateTravelsArticle.UserFetcher
        let api = HowAStateTravelsArticle.UserAPI()
        let users = InMemoryCacher<String, User>()
        let user = AnyStoreFlowable.from(cacher: users, fetcher: UserFetcher(api: api), param: "42")

        let (rendered, sink) = AsyncStream.makeStream(of: LoadingState<User>.self)
        let screen = Task {
            func render(_ state: LoadingState<User>) { sink.yield(state) }

            for await state in user.publish() {
                render(state)  // your UI code
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
