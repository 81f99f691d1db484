import Foundation

/// Where the command keeps its cache: the default place, a file given with `--cache`, or nowhere
/// (`--no-cache`).
enum CacheOption: Equatable {
    case automatic
    case file(String)
    case disabled

    /// The cache file for `host`: `--cache PATH`, or `$XDG_CACHE_HOME/mastodon-timeline/<host>.sqlite`,
    /// falling back to `~/.cache/…`; `nil` with `--no-cache` or when neither variable is set.
    func url(host: String, environment: [String: String]) -> URL? {
        switch self {
        case .disabled:
            return nil
        case .file(let path):
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
                .appendingPathComponent("\(Self.fileName(for: host)).sqlite")
        }
    }

    /// `host` with anything but letters, digits, dots and dashes replaced, so it is one file name.
    static func fileName(for host: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-")
        let name = String(host.lowercased().map { allowed.contains($0) ? $0 : "_" })
        return name.isEmpty || name.hasPrefix(".") ? "_\(name)" : name
    }
}
