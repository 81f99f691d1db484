import Foundation

/// Builds RFC 8288 `Link` headers with absolute URLs, as Mastodon does.
enum LinkHeader {
    /// One `<url>; rel="…"` entry.
    static func entry(_ url: String, rel: String) -> String {
        "<\(url)>; rel=\"\(rel)\""
    }

    /// The URL of the same endpoint with the permitted parameters of the request (Mastodon's
    /// `pagination_params`) plus one cursor, keys sorted like Rails' `to_query`.
    static func url(
        origin: String, percentEncodedPath: String, query: RequestQuery, permitted: [String],
        cursor: (name: String, value: String)
    ) -> String {
        var pairs: [(String, String)] = []
        for name in permitted {
            if let value = query.value(name) {
                pairs.append((name, value))
            }
        }
        pairs.append(cursor)
        pairs.sort { $0.0 < $1.0 }
        let encoded = pairs.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
        return "\(origin)\(percentEncodedPath)?\(encoded)"
    }

    /// Percent-encodes a query key or value (everything but unreserved characters).
    private static func escape(_ text: String) -> String {
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
        )
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
