/// What identifies one status screen in the cache: the status asked for.
struct ThreadRequest: Hashable, Sendable, Codable {
    /// The id of the status (or of a boost of it) asked for.
    var statusID: String
}
