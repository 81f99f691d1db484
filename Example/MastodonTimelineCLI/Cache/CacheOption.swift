import Foundation

/// Where the command keeps its caches: the default folder, a folder given with `--cache`, or nowhere
/// (`--no-cache`).
enum CacheOption: Equatable {
    case automatic
    case folder(String)
    case disabled

    /// The folder every partition is kept in: `--cache DIR`, or `$XDG_CACHE_HOME/mastodon-timeline`,
    /// falling back to `~/.cache/mastodon-timeline`; `nil` with `--no-cache` or when neither variable is
    /// set.
    func root(environment: [String: String]) -> URL? {
        switch self {
        case .disabled:
            return nil
        case .folder(let path):
            return URL(fileURLWithPath: path)
        case .automatic:
            let base: URL
            if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
                base = URL(fileURLWithPath: cache)
            } else if let home = environment["HOME"], home.hasPrefix("/") {
                base = URL(fileURLWithPath: home).appendingPathComponent(".cache")
            } else {
                return nil
            }
            return base.appendingPathComponent("mastodon-timeline")
        }
    }
}
