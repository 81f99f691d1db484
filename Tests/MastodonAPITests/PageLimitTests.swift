import Foundation
import LoopbackHTTP
import MastodonAPI
import Testing

/// A page never holds more than was asked for, and a thread more than Mastodon's bound: the rest are
/// left out, with one record of how many.
@Suite struct PageLimitTests {
    static func statuses(_ count: Int) -> String {
        let items = (0..<count).map { number in
            #"{"id": "\#(10_000 - number)", "created_at": "2026-05-01T09:30:00.000Z", "account": {"id": "9", "username": "ada", "acct": "ada"}}"#
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    @Test func givenAServerSendingMoreThanAsked_whenLoadingAPage_thenTheExtraAreLeftOutAndCountedOnce()
        async throws
    {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.handler = { _ in .json(Self.statuses(100)) }

        let asked = try await server.client().timeline(.public(), limit: 20)
        let unasked = try await server.client().timeline(.public())

        #expect(asked.statuses.count == 20)
        #expect(asked.statuses.first?.id == "10000")
        #expect(asked.skipped == [.extra(80, from: 20, limit: 20)])
        #expect(unasked.statuses.count == 40)
        #expect(unasked.skipped.first?.extraCount == 60)
    }

    @Test func givenAThreadLongerThanTheBound_whenLoaded_thenEachSideKeepsTheBound() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let replies = Self.statuses(MastodonClient.threadLimit + 10)
        server.handler = { _ in .json(#"{"ancestors": \#(Self.statuses(3)), "descendants": \#(replies)}"#) }

        let context = try await server.client().context(ofStatus: "1")

        #expect(context.ancestors.count == 3)
        #expect(context.descendants.count == MastodonClient.threadLimit)
        #expect(context.skipped.map(\.extraCount) == [10])
    }

    @Test func givenMoreAncestorsThanTheBound_whenLoaded_thenThoseNearestTheStatusAreKept() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        // Root first: the last ancestors are the status's parent and its parents.
        let ancestors = Self.statuses(MastodonClient.threadLimit + 2)
        server.handler = { _ in .json(#"{"ancestors": \#(ancestors), "descendants": []}"#) }

        let context = try await server.client().context(ofStatus: "1")

        #expect(context.ancestors.count == MastodonClient.threadLimit)
        #expect(context.ancestors.first?.id == "9998")
        #expect(context.ancestors.last?.id == String(10_000 - MastodonClient.threadLimit - 1))
        #expect(context.skipped.map(\.extraCount) == [2])
        #expect(context.skipped.first?.reason == "the server sent 2 more before the 4096 shown")
    }
}
