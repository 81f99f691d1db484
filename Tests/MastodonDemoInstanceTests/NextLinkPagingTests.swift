import Foundation
import MastodonDemoInstance
import Testing

@Suite struct NextLinkPagingTests {
    @Test func followingNextVisitsEveryStatusOnceUntilAnEmptyPage() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let expected = instance.world.publicTimeline().map(\.id)
        var collected: [String] = []
        var page = try await client.get("/api/v1/timelines/public")
        var pages = 0
        while true {
            #expect(page.statusCode == 200)
            let ids = try page.ids()
            if ids.isEmpty {
                #expect(page.link == nil)
                break
            }
            pages += 1
            #expect(ids.count <= 20)
            #expect(Set(page.links().keys) == ["next", "prev"])
            collected += ids
            let next = try #require(page.links()["next"])
            page = try await client.get(url: next)
            try #require(pages < 100)
        }
        #expect(pages == (expected.count + 19) / 20)
        #expect(collected == expected)
        #expect(Set(collected).count == collected.count)
        #expect(zip(collected, collected.dropFirst()).allSatisfy { isOlder($1, than: $0) })
    }
}
