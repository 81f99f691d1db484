import Foundation

extension MastodonClient {
    /// Loads an account by id: `GET /api/v1/accounts/:id`.
    ///
    /// - Parameter id: The account id.
    /// - Returns: The account.
    /// - Throws: ``MastodonError`` (404 when there is no such account) or `CancellationError`.
    public func account(id: String) async throws -> Account {
        try await fetch(
            Account.self, expected: "a Mastodon account", "GET",
            try endpoint("/api/v1/accounts/" + PathSegment.encode(id)))
    }

    /// Looks an account up by its address: `GET /api/v1/accounts/lookup?acct=`.
    ///
    /// - Parameter acct: `user` for a local account or `user@domain`; a leading `@` is ignored.
    /// - Returns: The account.
    /// - Throws: ``MastodonError`` (404 when the server knows no such account) or `CancellationError`.
    public func lookUpAccount(acct: String) async throws -> Account {
        let address = acct.hasPrefix("@") ? String(acct.dropFirst()) : acct
        let url = try endpoint("/api/v1/accounts/lookup", query: [("acct", address)])
        return try await fetch(Account.self, expected: "a Mastodon account", "GET", url)
    }
}
