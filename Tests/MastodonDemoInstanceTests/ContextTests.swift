import Foundation
import MastodonDemoInstance
import Testing

@Suite struct ContextTests {
    @Test func givenAReplyInAThread_whenItsContextIsRequested_thenAncestorsRootFirstAndRepliesDepthFirst()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let world = instance.world
        // A reply whose parent is itself a reply, and which has replies: the middle of a thread.
        let middle = try #require(
            world.statuses.first { status in
                guard let parentID = status.inReplyToID, world.status(id: parentID)?.inReplyToID != nil else {
                    return false
                }
                return world.statuses.contains { $0.inReplyToID == status.id && $0.visibility == .public }
            })

        let exchange = try await DemoClient(instance).get("/api/v1/statuses/\(middle.id)/context")
        let body = try exchange.object()
        let ancestors = try #require(body["ancestors"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let descendants = try #require(body["descendants"] as? [[String: Any]])

        #expect(exchange.statusCode == 200)
        #expect(ancestors.count >= 2)
        #expect(ancestors.last == middle.inReplyToID)
        for (parent, child) in zip(ancestors, ancestors.dropFirst()) {
            #expect(world.status(id: child)?.inReplyToID == parent)
        }
        let replyIDs = descendants.compactMap { $0["id"] as? String }
        var seen: Set<String> = [middle.id]
        for reply in descendants {
            let parent = try #require(reply["in_reply_to_id"] as? String)
            #expect(seen.contains(parent), "a reply comes after the status it answers")
            seen.insert(reply["id"] as? String ?? "")
        }
        #expect(!replyIDs.isEmpty)
    }

    @Test func givenAnUnknownOrInvisibleStatus_whenItsContextIsRequested_thenRecordNotFound() async throws {
        let instance = DemoInstance(seed: 1)
        let direct = try #require(
            instance.world.statuses.first {
                $0.visibility == .direct && !instance.world.isVisible($0, authenticated: true)
            })

        let unknown = try await DemoClient(instance).get("/api/v1/statuses/42/context")
        let hidden = try await DemoClient(instance).get("/api/v1/statuses/\(direct.id)/context", token: "t")

        #expect(unknown.statusCode == 404)
        #expect(try unknown.object()["error"] as? String == "Record not found")
        #expect(hidden.statusCode == 404)
    }
}
