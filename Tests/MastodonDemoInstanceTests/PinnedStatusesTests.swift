import Foundation
import MastodonDemoInstance
import Testing

@Suite struct PinnedStatusesTests {
    @Test
    func givenALocalAccount_whenItsPinnedStatusesAreRequested_thenItsMostFavouritedPostComesWithoutLinks()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let world = instance.world
        let account = try #require(
            world.accounts.first { account in
                account.isLocal
                    && world.statuses.contains { $0.accountID == account.id && $0.inReplyToID == nil }
            })
        let own = world.statuses.filter {
            $0.accountID == account.id && !$0.isReblog && $0.inReplyToID == nil && $0.visibility == .public
        }

        let exchange = try await DemoClient(instance).get(
            "/api/v1/accounts/\(account.id)/statuses?pinned=true")

        let ids = try exchange.ids()
        #expect(ids.count == 1)
        #expect(exchange.link == nil)
        #expect(own.first { $0.id == ids.first }?.favouritesCount == own.map(\.favouritesCount).max())
    }
}
