import Foundation
import MastodonDemoInstance
import Testing

@Suite struct AccountStatusesPagingTests {
    @Test func shortPageOmitsNextButKeepsPrev() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let world = instance.world
        let account = try #require(
            world.accounts.first {
                (world.accountStatuses(accountID: $0.id, authenticated: false)?.count ?? 0) > 10
            }
        )
        let expected = try #require(world.accountStatuses(accountID: account.id, authenticated: false)).map(
            \.id)
        var collected: [String] = []
        var page = try await client.get("/api/v1/accounts/\(account.id)/statuses?limit=10")
        while true {
            let ids = try page.ids()
            if ids.isEmpty {
                #expect(page.link == nil)
                break
            }
            collected += ids
            #expect(page.links()["prev"] != nil)
            guard let next = page.links()["next"] else {
                #expect(ids.count < 10)
                break
            }
            #expect(ids.count == 10)
            page = try await client.get(url: next)
            try #require(collected.count <= expected.count + 10)
        }
        #expect(collected == expected)
    }

    @Test func unknownAccountIs404() async throws {
        let page = try await DemoClient(DemoInstance()).get("/api/v1/accounts/123/statuses")
        #expect(page.statusCode == 404)
        #expect(try page.object()["error"] as? String == "Record not found")
    }
}
