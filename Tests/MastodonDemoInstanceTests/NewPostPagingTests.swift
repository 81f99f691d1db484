import Foundation
import MastodonDemoInstance
import Testing

@Suite struct NewPostPagingTests {
    @Test func postedStatusesArriveThroughThePrevLink() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let top = try await client.get("/api/v1/timelines/home", token: "t")
        let prev = try #require(top.links()["prev"])
        let empty = try await client.get(url: prev, token: "t")
        #expect(try empty.ids().isEmpty)
        #expect(empty.link == nil)

        let first = try #require(instance.post())
        let second = try #require(instance.post("Hello & welcome to the <demo>!"))
        #expect(isOlder(first.id, than: second.id))
        #expect(second.content == "<p>Hello &amp; welcome to the &lt;demo&gt;!</p>")
        let newer = try await client.get(url: prev, token: "t")
        #expect(try newer.ids() == [second.id, first.id])
        let newerPrev = try #require(newer.links()["prev"])
        #expect(try await client.get(url: newerPrev, token: "t").ids().isEmpty)
        let local = try await client.get("/api/v1/timelines/public?local=true&limit=2").ids()
        #expect(local == [second.id, first.id])
        #expect(instance.post(byAccountID: "nope") == nil)
    }
}
