import Foundation

/// How old content is, as screens say it: "cached 3 min ago" above content read from the cache, "(showing
/// what was loaded 3 min ago)" after a refresh failed.
enum CacheAge {
    /// `cached just now`, `cached 3 min ago`, `cached 2 h ago`, `cached 4 d ago`.
    static func line(cachedAt: Date, now: Date) -> String {
        "cached " + phrase(since: cachedAt, now: now)
    }

    /// `just now` (under a minute), `3 min ago`, `2 h ago`, `4 d ago`; a date in the future is just now.
    static func phrase(since date: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3_600) h ago"
        default: return "\(seconds / 86_400) d ago"
        }
    }
}
