import MastodonAPI
import StoreFlowable

/// Fetches a profile's account by id (`GET /api/v1/accounts/:id`).
struct AccountFetcher: Fetcher {
    let client: MastodonClient

    func fetch(param: String) async throws -> Account {
        do {
            return try await client.account(id: param)
        } catch let error as MastodonError where error.statusCode == 404 {
            throw NotFound(kind: "account", reference: param, cause: error)
        }
    }
}
