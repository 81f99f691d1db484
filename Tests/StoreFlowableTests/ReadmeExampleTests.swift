import StoreFlowable
import Testing

// The code of README.md's usage section, compiled and run.

private struct User: Sendable, Equatable {
    let id: String
    var name: String
}

private struct UserAPI: Sendable {
    func user(id: String) async throws -> User { User(id: id, name: "Grace") }
}

private struct UserFetcher: Fetcher {
    let api: UserAPI
    func fetch(param: String) async throws -> User {
        try await api.user(id: param)
    }
}

private final class UserCacher: Cacher {
    let storage = CacherStorage<String, User>()
    var expireSeconds: Double { 300 }  // refetch after five minutes
}

@Suite struct ReadmeExampleTests {
    @Test func theUsageWalkThroughRunsAsWritten() async throws {
        let api = UserAPI()
        let cacher = UserCacher()  // one per app: flowables on it share state
        let user = AnyStoreFlowable.from(cacher: cacher, fetcher: UserFetcher(api: api), param: "42")

        var printed: [String] = []
        for await state in user.publish() {
            switch state {
            case .loading(let cached): printed.append("loading… \(cached?.name ?? "")")
            case .completed(let user, _, _): printed.append("hello, \(user.name)")
            case .error(let error, let cached): printed.append("failed: \(error) \(cached?.name ?? "")")
            }
            if state.isCompleted { break }
        }
        #expect(printed.last == "hello, Grace")
        #expect(printed.dropLast().allSatisfy { $0 == "loading… " })

        let fresh = try await user.requireData(from: .origin)
        let cached = await user.getData(from: .cache)
        await user.update(newData: User(id: "42", name: "Ada"))
        await user.refresh()

        #expect(fresh.name == "Grace")
        #expect(cached?.name == "Grace")
        #expect(await user.getData(from: .cache)?.name == "Grace")
    }
}
