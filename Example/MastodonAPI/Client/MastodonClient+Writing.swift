import Foundation

extension MastodonClient {
    /// Posts a status: `POST /api/v1/statuses` (needs a user token), as a form with `status` and,
    /// when set, `visibility` and `in_reply_to_id`.
    ///
    /// The request carries `Idempotency-Key`: a server that already accepted a post with the same key
    /// (within an hour, on Mastodon) returns that post instead of making a second one, so that a
    /// request repeated after a lost answer posts once.
    ///
    /// - Parameters:
    ///   - status: What to post.
    ///   - idempotencyKey: The key of this post; a fresh UUID unless the call repeats an earlier one.
    /// - Returns: The status as the server stored it, under its own ID.
    /// - Throws: ``MastodonError`` (``MastodonError/rejection`` tells 401, 403, 404 for an unknown
    ///   `in_reply_to_id`, and 422 for a text the server refuses) or `CancellationError`.
    public func post(_ status: NewStatus, idempotencyKey: String = UUID().uuidString) async throws -> Status {
        let body = RequestBody.form(status.formFields, headers: ["Idempotency-Key": idempotencyKey])
        return try await fetch(
            Status.self, expected: "a Mastodon status", "POST", try endpoint("/api/v1/statuses"), body: body)
    }

    /// Deletes a status of the user: `DELETE /api/v1/statuses/:id` (needs a user token).
    ///
    /// Any 2xx answer is a success, whatever its body: Mastodon sends the status with its source
    /// `text`, other servers `{}` or less (``DeletedStatus``).
    ///
    /// - Parameter id: The status ID.
    /// - Returns: What the server sent back about the deleted status.
    /// - Throws: ``MastodonError`` (401; 403 for someone else's status; 404 when there is no such
    ///   status) or `CancellationError`.
    public func deleteStatus(id: String) async throws -> DeletedStatus {
        let (data, _) = try await send("DELETE", try endpoint("/api/v1/statuses/" + PathSegment.encode(id)))
        return DeletedStatus(id: id, body: data)
    }

    /// Loads the account the token belongs to: `GET /api/v1/accounts/verify_credentials`.
    ///
    /// - Returns: The user's account.
    /// - Throws: ``MastodonError`` (401 without a valid user token) or `CancellationError`.
    public func verifyCredentials() async throws -> Account {
        try await fetch(
            Account.self, expected: "a Mastodon account", "GET",
            try endpoint("/api/v1/accounts/verify_credentials"))
    }
}
