/// A stored page key that is not a URL; only keys taken from `Link` headers are ever stored.
struct PageKeyError: Error, CustomStringConvertible {
    /// The key that could not be followed.
    let key: String

    var description: String { "the stored page link '\(key)' is not a URL" }
}
