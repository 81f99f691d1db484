/// Where the content a subscriber is shown came from.
public enum ContentOrigin: Sendable, Hashable {
    /// Fetched from the origin by this process.
    case network
    /// Read from a cacher that keeps it in memory, or written with `update(newData:)`.
    case memory
    /// Read from a cacher that keeps it on disk, such as one saved by an earlier run of the app.
    case disk
}
