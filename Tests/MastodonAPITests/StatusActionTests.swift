import Foundation
import MastodonAPI
import Testing

@Suite struct StatusActionTests {
    @Test func givenReblog_whenPerformed_thenWrapperReturnedWithOriginalInside() async throws {
        let replayed = try ReplayedClient()
        let path = "/api/v1/statuses/110000000000000002/reblog"
        replayed.script.on("POST", replayed.url(path), json: StatusFixtures.boostWrapper)

        let wrapper = try await replayed.client.reblog(id: "110000000000000002")

        #expect(wrapper.id == "110000000000000009")
        #expect(wrapper.reblogged == true)
        #expect(wrapper.displayed.id == "110000000000000002")
        #expect(wrapper.displayed.reblogged == true)
        #expect(replayed.script.seen.map(\.method) == ["POST"])
        #expect(replayed.script.seen.first?.authorization == "Bearer secret-token")
    }

    @Test(arguments: StatusAction.allCases)
    func givenAction_whenPerformed_thenPostsToActionPathAndDecodesStatus(action: StatusAction) async throws {
        let replayed = try ReplayedClient()
        let path = "/api/v1/statuses/110000000000000001/\(action.rawValue)"
        replayed.script.on("POST", replayed.url(path), json: StatusFixtures.anonymous)

        let status = try await replayed.client.perform(action, onStatus: "110000000000000001")

        #expect(status.id == "110000000000000001")
        #expect(replayed.script.seen.map(\.url.absoluteString) == [replayed.url(path)])
    }

    @Test func givenNamedActionMethods_whenCalled_thenEachHitsItsOwnEndpoint() async throws {
        let replayed = try ReplayedClient()
        let client = replayed.client
        for action in StatusAction.allCases {
            replayed.script.on(
                "POST", replayed.url("/api/v1/statuses/7/\(action.rawValue)"), json: StatusFixtures.anonymous)
        }

        _ = try await client.favourite(id: "7")
        _ = try await client.unfavourite(id: "7")
        _ = try await client.reblog(id: "7")
        _ = try await client.unreblog(id: "7")
        _ = try await client.bookmark(id: "7")
        _ = try await client.unbookmark(id: "7")

        #expect(
            replayed.script.seen.map { $0.url.lastPathComponent } == StatusAction.allCases.map(\.rawValue))
        #expect(replayed.script.unusedCount == 0)
    }

    @Test func givenStatusId_whenFetched_thenGetsStatusPath() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on(
            "GET", replayed.url("/api/v1/statuses/110000000000000001"), json: StatusFixtures.anonymous)

        let status = try await replayed.client.status(id: "110000000000000001")

        #expect(status.content.contains("Hello"))
    }
}
