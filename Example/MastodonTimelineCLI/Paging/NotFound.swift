import MastodonAPI

/// The status or account a screen was asked for does not exist on the server, or is not visible
/// (HTTP 404): one clear line naming the request, e.g.
/// `status '42' not found (GET https://mastodon.social:443/api/v1/statuses/42: HTTP 404 Not Found: …)`.
struct NotFound: Error, CustomStringConvertible {
    /// `status` or `account`.
    let kind: String
    /// What the user asked for: an ID or an address.
    let reference: String
    /// The server's answer.
    let cause: MastodonError

    var description: String {
        "\(kind) '\(reference)' not found (\(cause.description))"
    }
}
