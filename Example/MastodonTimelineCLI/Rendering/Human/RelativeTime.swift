import Foundation

/// The short age of a post as timelines show it: `42s`, `5m`, `3h`, `2d`, `1y`.
enum RelativeTime {
    /// The age of `date` at `now`; dates in the future count as `0s`.
    static func string(for date: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "\(seconds)s"
        case ..<3_600: return "\(seconds / 60)m"
        case ..<86_400: return "\(seconds / 3_600)h"
        case ..<(365 * 86_400): return "\(seconds / 86_400)d"
        default: return "\(seconds / (365 * 86_400))y"
        }
    }

    /// How long until `date` at `now`, in the same units: `3h` for a poll closing in three hours.
    static func until(_ date: Date, now: Date) -> String {
        string(for: now, now: date)
    }
}
