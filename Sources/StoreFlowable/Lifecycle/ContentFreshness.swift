import Foundation

/// How old the content of a state is and where it came from, so that a screen can say "updated 2 min
/// ago" or "offline".
public struct ContentFreshness: Sendable, Hashable {
    /// When the content was saved, in seconds since 1970 on the cacher's clock; `nil` when the cacher
    /// keeps no timestamp for it (or marks it evicted: a time that is not finite).
    public let savedAtEpochSeconds: Double?
    /// Where the content came from.
    public let origin: ContentOrigin

    /// Freshness saved at `savedAtEpochSeconds`, from `origin`.
    public init(savedAtEpochSeconds: Double?, origin: ContentOrigin) {
        self.savedAtEpochSeconds = savedAtEpochSeconds.flatMap { $0.isFinite ? $0 : nil }
        self.origin = origin
    }

    /// When the content was saved, as a date.
    public var savedAt: Date? {
        savedAtEpochSeconds.map { Date(timeIntervalSince1970: $0) }
    }

    /// The content's age at `now` (seconds since 1970), never negative; `nil` without a timestamp.
    public func age(at now: Double) -> Duration? {
        savedAtEpochSeconds.map { .seconds(max(0, now - $0)) }
    }
}
