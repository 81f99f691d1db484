/// What identifies the notifications list in the cache: its page size.
struct NotificationsRequest: Hashable, Sendable, Codable {
    /// The page size; `nil` for the server's default (40 on Mastodon).
    var limit: Int?
}
