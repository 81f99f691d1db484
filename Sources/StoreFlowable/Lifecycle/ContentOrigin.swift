/// Where the content a subscriber is shown came from.
///
/// It describes the content, not the subscriber: every subscriber of a param is told the same, whenever it
/// subscribes. An entity written through a store changes items of a list, not where the list came from.
public enum ContentOrigin: Sendable, Hashable {
    /// Fetched from the origin by this process: the content was last saved by a fetch or a page, and not
    /// overwritten or cleared since. Remembered while the cacher lives, whether or not flowables on it do.
    case network
    /// Read from a cacher that keeps it in memory and did not get it from a fetch of this process, or
    /// written with `update(newData:)`.
    case memory
    /// Read from a cacher that keeps it on disk and that this process has not fetched since it opened,
    /// such as one saved by an earlier run of the app.
    case disk
}
