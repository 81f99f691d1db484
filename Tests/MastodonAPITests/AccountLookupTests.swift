import Foundation
import MastodonAPI
import Testing

@Suite struct AccountLookupTests {
    @Test func givenAnAddressWithALeadingAt_whenLookedUp_thenTheAcctQueryHoldsItWithoutTheAt() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on(
            "GET", replayed.url("/api/v1/accounts/lookup?acct=rene%40pleroma.example.test"),
            json: #"{"id": "9zYkC7pLq1", "username": "rene", "acct": "rene@pleroma.example.test"}"#)

        let account = try await replayed.client.lookUpAccount(acct: "@rene@pleroma.example.test")

        #expect(account.id == "9zYkC7pLq1")
        #expect(replayed.script.seen.map(\.url.path) == ["/api/v1/accounts/lookup"])
    }

    @Test func givenAnId_whenTheAccountIsLoaded_thenItsPathHoldsTheEncodedId() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on(
            "GET", replayed.url("/api/v1/accounts/01F8MH17FWEB39HZJ76B6VXSKF"),
            json: #"{"id": "01F8MH17FWEB39HZJ76B6VXSKF", "username": "mo", "acct": "mo"}"#)

        let account = try await replayed.client.account(id: "01F8MH17FWEB39HZJ76B6VXSKF")

        #expect(account.username == "mo")
    }
}
