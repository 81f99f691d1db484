import Foundation
import Testing

/// One HTTP response from the demo instance, with JSON and `Link` helpers.
struct Exchange: Sendable {
    let statusCode: Int
    /// Selected headers (`Link`, `Content-Type`, `X-RateLimit-*`), absent when not sent.
    let headers: [String: String]
    let body: Data

    var link: String? {
        headers["Link"]
    }

    /// The body as a JSON array of objects.
    func statuses() throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [[String: Any]])
    }

    /// The body as a JSON object.
    func object() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    /// The `id`s of a status array, in order.
    func ids() throws -> [String] {
        try statuses().compactMap { $0["id"] as? String }
    }

    /// `rel` → URL from the `Link` header.
    func links() -> [String: URL] {
        guard let link else { return [:] }
        var result: [String: URL] = [:]
        for entry in link.split(separator: ",") {
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0].hasPrefix("<"), parts[0].hasSuffix(">"),
                let url = URL(string: String(parts[0].dropFirst().dropLast()))
            else { continue }
            let rel = parts[1].replacingOccurrences(of: "rel=", with: "").replacingOccurrences(
                of: "\"", with: "")
            result[rel] = url
        }
        return result
    }
}

/// Mastodon id order: by length, then lexically.
func isOlder(_ lhs: String, than rhs: String) -> Bool {
    lhs.count != rhs.count ? lhs.count < rhs.count : lhs < rhs
}
