import MastodonAPI

/// The status or account a screen was asked for does not exist on the server, or is not visible
/// (HTTP 404): one clear line, e.g. `status '42' not found (HTTP 404: Record not found)`.
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
