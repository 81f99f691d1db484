/// The authenticated demo user's relationship to statuses, used to render the user-only booleans.
struct Viewer: Sendable {
    var accountID: String
    /// Ids of originals the user favourited.
    var favourited: Set<String>
    /// Ids of originals the user bookmarked.
    var bookmarked: Set<String>
    /// Ids of originals the user boosted.
    var reblogged: Set<String>
}
