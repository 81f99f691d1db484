import Foundation
import MastodonDemoInstance
import Testing

@Suite struct ReblogTests {
    @Test func reblogReturnsAWrapperWithTheUpdatedOriginalInside() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let world = instance.world
        let boostedByDemo = Set(
            world.statuses.filter { $0.accountID == world.demoAccountID }.compactMap(\.reblogOfID)
        )
        let target = try #require(
            world.publicTimeline().first {
                $0.accountID != world.demoAccountID && !boostedByDemo.contains($0.id)
            }
        )
        let wrapper = try await client.post("/api/v1/statuses/\(target.id)/reblog").object()
        let wrapperID = try #require(wrapper["id"] as? String)
        #expect(wrapperID != target.id)
        #expect(isOlder(try #require(world.statuses.first).id, than: wrapperID))
        #expect(wrapper["content"] as? String == "")
        #expect(wrapper["reblogs_count"] as? Int == 0)
        #expect(wrapper["reblogged"] as? Bool == true)
        #expect((wrapper["account"] as? [String: Any])?["id"] as? String == world.demoAccountID)
        let original = try #require(wrapper["reblog"] as? [String: Any])
        #expect(original["id"] as? String == target.id)
        #expect(original["reblogged"] as? Bool == true)
        #expect(original["reblogs_count"] as? Int == target.reblogsCount + 1)

        let again = try await client.post("/api/v1/statuses/\(target.id)/reblog").object()
        #expect(again["id"] as? String == wrapperID)
        let home = try await client.get("/api/v1/timelines/home", token: "t").ids()
        #expect(home.first == wrapperID)

        let undone = try await client.post("/api/v1/statuses/\(target.id)/unreblog").object()
        #expect(undone["id"] as? String == target.id)
        #expect(undone["reblogged"] as? Bool == false)
        #expect(undone["reblogs_count"] as? Int == target.reblogsCount)
        #expect(try await client.get("/api/v1/statuses/\(wrapperID)").statusCode == 404)
        let homeAfter = try await client.get("/api/v1/timelines/home", token: "t").ids()
        #expect(!homeAfter.contains(wrapperID))
    }

    @Test func privatePostsCannotBeBoosted() async throws {
        let instance = DemoInstance()
        let world = instance.world
        let hidden = try #require(
            world.statuses.first { $0.visibility == .private && world.isVisible($0, authenticated: true) }
        )
        let answer = try await DemoClient(instance).post("/api/v1/statuses/\(hidden.id)/reblog")
        #expect(answer.statusCode == 403)
    }
}
