import Foundation
import MastodonDemoInstance
import Testing

@Suite struct LinkHeaderTests {
    @Test func nonEmptyPagesCarryBothAbsoluteLinksAndEmptyPagesNone() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let page = try await client.get("/api/v1/timelines/public?local=true&limit=10")
        let ids = try page.ids()
        let first = try #require(ids.first)
        let last = try #require(ids.last)
        let base = instance.baseURL.absoluteString
        #expect(
            page.link
                == "<\(base)/api/v1/timelines/public?limit=10&local=true&max_id=\(last)>; rel=\"next\", "
                + "<\(base)/api/v1/timelines/public?limit=10&local=true&min_id=\(first)>; rel=\"prev\""
        )
        let top = try await client.get(url: try #require(page.links()["prev"]))
        #expect(try top.ids().isEmpty)
        #expect(top.link == nil)
        let oldest = try #require(instance.world.publicTimeline().last)
        let bottom = try await client.get("/api/v1/timelines/public?max_id=\(oldest.id)")
        #expect(try bottom.ids().isEmpty)
        #expect(bottom.link == nil)
    }

    @Test func tagHomeAndListTimelinesLinkLikeThePublicOne() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let tag = try #require(instance.world.publicTimeline().first { !$0.tags.isEmpty }?.tags.first)
        for path in ["/api/v1/timelines/tag/\(tag)", "/api/v1/timelines/home", "/api/v1/timelines/list/1"] {
            let page = try await client.get(path, token: DemoInstance.accessToken)
            #expect(page.statusCode == 200)
            #expect(try !page.ids().isEmpty)
            #expect(Set(page.links().keys) == ["next", "prev"])
            #expect(page.links()["next"]?.path == path)
        }
    }
}
