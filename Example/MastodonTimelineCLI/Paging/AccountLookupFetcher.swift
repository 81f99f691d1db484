import MastodonAPI
import StoreFlowable

/// Finds the account a profile is asked for by address (`user`, `@user@domain`) or by ID: by address
/// first unless it looks like a numeric ID, then the other way when the server knows no such one.
struct AccountLookupFetcher: Fetcher {
    let client: MastodonClient

    /// - Throws: ``NotFound`` when neither finds it; any other failure as it comes.
    func fetch(param reference: String) async throws -> Account {
        let address = reference.hasPrefix("@") ? String(reference.dropFirst()) : reference
        let byID: @Sendable () async throws -> Account = { [client] in try await client.account(id: address) }
        let byAddress: @Sendable () async throws -> Account = { [client] in
            try await client.lookUpAccount(acct: address)
        }
        let numeric = !address.isEmpty && address.allSatisfy { $0.isASCII && $0.isNumber }
        let attempts = address.contains("@") ? [byAddress] : numeric ? [byID, byAddress] : [byAddress, byID]
        var lastError: MastodonError?
        for attempt in attempts {
            do {
                return try await attempt()
            } catch let error as MastodonError where error.statusCode == 404 {
                lastError = error
            }
        }
        throw NotFound(
            kind: "account", reference: reference,
            cause: lastError ?? .http(status: 404, message: nil, rateLimitReset: nil))
    }
}
