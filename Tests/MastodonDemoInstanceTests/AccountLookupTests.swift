import Foundation
import MastodonDemoInstance
import Testing

@Suite struct AccountLookupTests {
    @Test func givenAddressesInEveryForm_whenLookedUp_thenTheAccountIsFound() async throws {
        let instance = DemoInstance(seed: 1)
        let client = DemoClient(instance)
        let local = try #require(
            instance.world.accounts.first { $0.isLocal && $0.id != instance.world.demoAccountID })
        let remote = try #require(instance.world.accounts.first { !$0.isLocal })

        for acct in [
            local.acct, "@" + local.acct, local.acct.uppercased() + "@" + instance.host, remote.acct,
        ] {
            let query = acct.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? acct
            let exchange = try await client.get("/api/v1/accounts/lookup?acct=\(query)")
            #expect(exchange.statusCode == 200, "\(acct)")
            let expected = acct == remote.acct ? remote.id : local.id
            #expect(try exchange.object()["id"] as? String == expected, "\(acct)")
        }
    }

    @Test func givenAnUnknownAddress_whenLookedUp_thenRecordNotFound() async throws {
        let exchange = try await DemoClient(DemoInstance(seed: 1)).get("/api/v1/accounts/lookup?acct=nobody")

        #expect(exchange.statusCode == 404)
        #expect(try exchange.object()["error"] as? String == "Record not found")
    }
}
