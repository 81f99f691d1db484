import Foundation

/// How old cached content is, as the line above a cached timeline says it: "cached 3 min ago".
enum CacheAge {
    static func line(cachedAt: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(cachedAt)))
        switch seconds {
        case ..<60: return "cached just now"
        case ..<3_600: return "cached \(seconds / 60) min ago"
        case ..<86_400: return "cached \(seconds / 3_600) h ago"
        default: return "cached \(seconds / 86_400) d ago"
        }
    }
}
