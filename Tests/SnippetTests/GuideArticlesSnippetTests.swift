import StoreFlowable
import Testing

@testable import GettingStartedSnippet

/// StoreFlowable.md's overview and HowAStateTravels.md's blocks, as written on the guide's `UserFetcher`
/// and `FakeAPI` (Tests/Snippets/GettingStarted), run until the user is rendered.
@Suite struct GuideArticlesSnippetTests {
    @Test func theOverviewRendersTheLoadedUser() async {
        let states = await Self.rendered { render in
            await showUser(
                userID: "42", userCacher: InMemoryCacher(expiry: .seconds(300)), api: FakeAPI(),
                render: render)
        }

        Self.expectLoadingThenGrace(states)
    }

    @Test func theTravellingStateIsRenderedAsLoadingThenTheUser() async {
        let states = await Self.rendered { render in
            await followAState(users: InMemoryCacher(), api: FakeAPI(), render: render)
        }

        Self.expectLoadingThenGrace(states)
    }

    /// The states `screen` renders until the user is loaded; then its task is cancelled, as a screen's
    /// would be.
    static func rendered(
        _ screen: @escaping @Sendable (_ render: (LoadingState<User>) -> Void) async -> Void
    ) async -> [LoadingState<User>] {
        let (rendered, sink) = AsyncStream.makeStream(of: LoadingState<User>.self)
        let task = Task { await screen { sink.yield($0) } }
        var states: [LoadingState<User>] = []
        for await state in rendered {
            states.append(state)
            if state.isCompleted { break }
        }
        task.cancel()
        await task.value
        return states
    }

    /// `states` are loading, then the guide's user, Grace.
    static func expectLoadingThenGrace(_ states: [LoadingState<User>]) {
        let grace = User(id: "42", name: "Grace")
        let end = AdditionalLoadingState.fixed(canRequestAdditionalData: false)
        #expect(states.last == .completed(content: grace, next: end, prev: end))
        #expect(states.dropLast().allSatisfy { $0 == .loading(content: nil) })
    }
}
