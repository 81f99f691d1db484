import MastodonAPI

/// An element of a page that could not be read, in a ``JSONStateLine``'s `skipped`.
struct JSONSkippedItem: Encodable, Equatable {
    /// Its position in the array the server sent, from 0.
    var index: Int
    /// Its `id`, when readable.
    var id: String?
    /// Why it could not be read, with its JSON path.
    var reason: String

    init(_ skipped: SkippedItem) {
        index = skipped.index
        id = skipped.id
        reason = skipped.reason
    }
}
