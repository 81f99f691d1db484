import MastodonAPI
import MastodonDemoInstance
import StoreFlowable

/// The `demo` subcommand: one status shown by two timelines, favourited through one of them, and seen
/// favourited by both after a single HTTP request.
struct NormalizedStoreDemo {
    /// The page size of both timelines.
    static let limit = 40
    /// How many pages of each timeline are searched for a status they share.
    static let maximumPages = 5

    let store: TimelineStore
    let instance: DemoInstance
    let output: any TextSink
    let errorOutput: any TextSink

    private typealias Iterator = LoadingStateSequence<[Status]>.Iterator

    /// Tells the story; returns 0 when both timelines show the favourite after one request.
    func run() async -> Int32 {
        do {
            return try await tell()
        } catch {
            errorOutput.write("error: \(ErrorMessage.line(for: error))\n")
            return 1
        }
    }

    private func tell() async throws -> Int32 {
        output.write("StoreFlowable demo: two timelines, one store\n\n")
        let requestsAtStart = instance.requestCount
        let home = store.timeline(TimelineRequest(timeline: .home, limit: Self.limit))
        let publicTimeline = store.timeline(TimelineRequest(timeline: .public(), limit: Self.limit))
        var homeStates = home.publish().makeAsyncIterator()
        var publicStates = publicTimeline.publish().makeAsyncIterator()
        var homeState = try await Self.settled(&homeStates)
        var publicState = try await Self.settled(&publicStates)
        showRemembered(homeState.content ?? [], publicState.content ?? [], requestsAtStart: requestsAtStart)
        var shared = Self.sharedStatus(homeState.content ?? [], publicState.content ?? [])
        for _ in 1..<Self.maximumPages where shared == nil {
            let moreHome = homeState.next?.canRequestAdditionalData ?? false
            let morePublic = publicState.next?.canRequestAdditionalData ?? false
            guard moreHome || morePublic else { break }
            if moreHome {
                await home.requestNextData(continueWhenError: false)
                homeState = try await Self.settled(&homeStates)
            }
            if morePublic {
                await publicTimeline.requestNextData(continueWhenError: false)
                publicState = try await Self.settled(&publicStates)
            }
            shared = Self.sharedStatus(homeState.content ?? [], publicState.content ?? [])
        }
        var homeList = homeState.content ?? []
        var publicList = publicState.content ?? []
        output.write("Opened the home timeline (\(homeList.count) posts) and the public timeline (")
        output.write("\(publicList.count) posts) on one store.\n")
        guard let shared else {
            errorOutput.write("error: no post appears in both timelines\n")
            return 1
        }
        output.write(
            "Post \(TerminalText.clean(shared.id)) by \(StatusText.name(of: shared.account)) @\(StatusText.address(of: shared.account)) "
        )
        output.write("is in both:\n")
        describe(shared.id, in: homeList, publicList)

        output.write("\nFavouriting it through the home timeline…\n")
        let before = instance.requestCount
        _ = try await store.perform(.favourite, onStatusID: shared.id)
        let requests = instance.requestCount - before
        homeList = try await Self.content(&homeStates, showingFavourite: shared.id)
        publicList = try await Self.content(&publicStates, showingFavourite: shared.id)
        describe(shared.id, in: homeList, publicList)

        let everywhere = [homeList, publicList].allSatisfy { Self.isFavourited(shared.id, in: $0) }
        output.write("\nHTTP requests for the favourite: \(requests)\n")
        guard everywhere, requests == 1 else {
            errorOutput.write("error: the favourite did not reach every timeline with one request\n")
            return 1
        }
        output.write("Both timelines show it favourited: the server's answer was written once, ")
        output.write("and every timeline\nshowing the post received it.\n")
        if store.persisted != nil {
            output.write("It is in the cache too: the next run shows it before any request.\n")
        }
        return 0
    }

    /// Shows the posts favourited in an earlier run, as the cached timelines hold them.
    private func showRemembered(_ homeList: [Status], _ publicList: [Status], requestsAtStart: Int) {
        let remembered = (homeList + publicList).map(\.displayed).filter { $0.favourited == true }
        var seen: Set<String> = []
        let ids = remembered.map(\.id).filter { seen.insert($0).inserted }
        guard !ids.isEmpty else { return }
        let requests = instance.requestCount - requestsAtStart
        output.write("From the cache of an earlier run (HTTP requests so far: \(requests)), favourited:\n")
        for id in ids { describe(id, in: homeList, publicList) }
        output.write("\n")
    }

    private func describe(_ id: String, in homeList: [Status], _ publicList: [Status]) {
        for (name, list) in [("home  ", homeList), ("public", publicList)] {
            guard let index = list.firstIndex(where: { $0.displayed.id == id }) else { continue }
            output.write("  \(name) [\(index + 1)] \(StatusText.counts(of: list[index].displayed))\n")
        }
    }

    /// The first original shown by both lists, in home order, that is not favourited yet.
    private static func sharedStatus(_ homeList: [Status], _ publicList: [Status]) -> Status? {
        let publicIDs = Set(publicList.map(\.displayed.id))
        return homeList.map(\.displayed).first { publicIDs.contains($0.id) && $0.favourited != true }
    }

    private static func isFavourited(_ id: String, in list: [Status]) -> Bool {
        list.contains { $0.displayed.id == id && $0.displayed.favourited == true }
    }

    /// The next settled state; throws the error of a failed load.
    private static func settled(_ states: inout Iterator) async throws -> LoadingState<[Status]> {
        while let state = await states.next() {
            guard state.isSettled else { continue }
            if let error = state.error ?? state.next?.error { throw error }
            return state
        }
        throw CancellationError()
    }

    /// The content of the first state in which the post `id` shows as favourited.
    private static func content(_ states: inout Iterator, showingFavourite id: String) async throws
        -> [Status]
    {
        while let state = await states.next() {
            let content = state.content ?? []
            if state.isSettled, isFavourited(id, in: content) { return content }
        }
        throw CancellationError()
    }
}
