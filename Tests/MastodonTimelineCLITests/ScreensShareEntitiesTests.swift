import Foundation
import MastodonAPI
import MastodonDemoInstance
import StoreFlowable
import Testing

@testable import MastodonTimelineCLI

/// Every screen reads the one entity store: a status in a notification is the status of its thread,
/// and a profile's header is the account its statuses are written by.
@Suite(.timeLimit(.minutes(10))) struct ScreensShareEntitiesTests {
    /// The content of the next settled state whose content satisfies `isDone`.
    private func settled<Item: Sendable>(
        _ states: inout LoadingStateSequence<[Item]>.Iterator, until isDone: ([Item]) -> Bool = { _ in true }
    ) async -> [Item] {
        while let state = await states.next() {
            if state.isSettled, let content = state.content, isDone(content) { return content }
        }
        return []
    }

    private func makeStore(_ instance: DemoInstance) throws -> TimelineStore {
        let client = try MastodonClient(
            instance: instance.baseURL, accessToken: DemoInstance.accessToken, session: instance.makeSession()
        )
        return TimelineStore(client: client)
    }

    @Test
    func givenANotificationAndTheThreadOfItsStatus_whenTheStatusIsFavourited_thenBothShowItAfterOneRequest()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let store = try makeStore(instance)
        let statusID = try #require(instance.world.notifications.first { $0.type == "favourite" }?.statusID)
        var notifications = store.notifications(NotificationsRequest(limit: 40)).publish().makeAsyncIterator()
        var thread = store.thread(ThreadRequest(statusID: statusID)).publish().makeAsyncIterator()
        _ = await settled(&notifications)
        _ = await settled(&thread)
        let before = instance.requestCount

        _ = try await store.perform(.favourite, onStatusID: statusID)

        let isFavourited = { (status: Status?) in status?.id == statusID && status?.favourited == true }
        let shownInNotifications = await settled(&notifications) { $0.contains { isFavourited($0.status) } }
        let shownInThread = await settled(&thread) { $0.contains { isFavourited($0) } }
        #expect(
            shownInNotifications.filter { $0.status?.id == statusID }.allSatisfy {
                $0.status?.favourited == true
            })
        #expect(shownInThread.contains { isFavourited($0) })
        #expect(instance.requestCount == before + 1)
    }

    @Test func givenAProfileAndATimeline_whenTheHeaderIsRefreshedAfterARename_thenEveryStatusShowsTheNewName()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let store = try makeStore(instance)
        let author = try #require(instance.world.publicTimeline().first?.accountID)
        var timeline = store.timeline(TimelineRequest(timeline: .public(), limit: 20)).publish()
            .makeAsyncIterator()
        var profile = store.timeline(TimelineRequest(timeline: .account(author, excludeReplies: true)))
            .publish().makeAsyncIterator()
        let header = store.account(id: author)
        var headerStates = header.publish().makeAsyncIterator()
        _ = await settled(&timeline)
        _ = await settled(&profile)
        while let state = await headerStates.next(), state.content == nil {}
        let before = instance.requestCount

        instance.rename(accountID: author, to: "Someone Else")
        await header.refresh()

        let isRenamed = { (list: [Status]) in
            list.contains { $0.account.id == author }
                && list.filter { $0.account.id == author }
                    .allSatisfy { $0.account.displayName == "Someone Else" }
        }
        #expect(isRenamed(await settled(&timeline, until: isRenamed)))
        #expect(isRenamed(await settled(&profile, until: isRenamed)))
        #expect(store.entities.entity(Account.self, id: author)?.displayName == "Someone Else")
        #expect(instance.requestCount == before + 1)
        #expect(instance.requests.last?.url.path == "/api/v1/accounts/\(author)")
    }
}
