import Foundation
import MastodonDemoInstance
import Testing

@Suite struct RenameTests {
    @Test func givenARenamedAccount_whenItOrItsStatusesAreRead_thenEveryResponseCarriesTheNewName()
        async throws
    {
        let instance = DemoInstance(seed: 1)
        let client = DemoClient(instance)
        let status = try #require(instance.world.publicTimeline().first)

        #expect(instance.rename(accountID: status.accountID, to: "Renamed & Co"))
        let account = try await client.get("/api/v1/accounts/\(status.accountID)").object()
        let shown = try await client.get("/api/v1/statuses/\(status.id)").object()

        #expect(account["display_name"] as? String == "Renamed & Co")
        #expect((shown["account"] as? [String: Any])?["display_name"] as? String == "Renamed & Co")
        #expect(instance.world.account(id: status.accountID)?.displayName == "Renamed & Co")
        #expect(!instance.rename(accountID: "0", to: "nobody"))
    }
}
