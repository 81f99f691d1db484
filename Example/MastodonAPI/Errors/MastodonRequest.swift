import Foundation

/// The request an error belongs to, as messages name it:
/// `GET https://mastodon.social:443/api/v1/timelines/public?limit=20`.
///
/// It holds nothing secret, so that an error can be printed or logged anywhere: the client sends its
/// token in the `Authorization` header only, which is never kept here, and the URL is kept without a
/// user name, password or fragment, with the value of any query parameter whose name says it holds a
/// secret (`access_token`, `client_secret`, `password`, …) replaced by `REDACTED`.
public struct MastodonRequest: Sendable, Hashable, CustomStringConvertible {
    /// What replaces the value of a query parameter that holds a secret.
    public static let redacted = "REDACTED"

    /// The HTTP method, e.g. `GET`.
    public let method: String
    /// The URL the request went to, without anything secret, its scheme and host in lowercase and its
    /// port explicit, so that two spellings of one URL make equal requests.
    public let url: URL

    /// A request to `url` with `method`; anything secret in `url` is left out (see the type).
    public init(method: String, url: URL) {
        self.method = method
        self.url = Self.withoutSecrets(url)
    }

    /// `METHOD scheme://host:port/path?query`, the port always shown.
    public var description: String {
        "\(method) \(Self.text(of: url))"
    }

    /// `scheme://host:port` of the server the request went to.
    public var origin: String {
        Origin(url)?.text ?? Self.text(of: url)
    }

    /// `scheme://host:port/path?query` of `url`: the port always shown (443 or 80 when the URL leaves it
    /// out), an IPv6 host in brackets, and no user name, password, fragment or secret query value.
    public static func text(of url: URL) -> String {
        let clean = withoutSecrets(url)
        guard let origin = Origin(clean),
            let components = URLComponents(url: clean, resolvingAgainstBaseURL: false)
        else {
            return clean.absoluteString
        }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        return origin.text + path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    /// Whether a query parameter named `name` holds a secret: a token, a password, a key or a signature.
    static func isSecret(_ name: String) -> Bool {
        let lowered = name.lowercased()
        let words = ["token", "secret", "password", "passwd", "apikey", "api_key", "signature"]
        return words.contains { lowered.contains($0) } || ["code", "key", "sig", "auth"].contains(lowered)
    }

    /// `url` without user name, password and fragment, with the values of secret query parameters
    /// replaced; a URL that cannot be taken apart keeps only its scheme, so nothing of it can leak.
    private static func withoutSecrets(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return placeholder(for: url)
        }
        components.user = nil
        components.password = nil
        components.fragment = nil
        if let origin = Origin(url) {
            components.scheme = origin.scheme
            if !origin.isIPv6Literal { components.host = origin.host }
            components.port = origin.port
        }
        if let query = components.percentEncodedQuery {
            components.percentEncodedQuery = query.split(separator: "&", omittingEmptySubsequences: false)
                .map { pair -> String in
                    let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                    let decoded = name.removingPercentEncoding ?? name
                    return pair.contains("=") && isSecret(decoded) ? name + "=" + redacted : String(pair)
                }
                .joined(separator: "&")
        }
        return components.url ?? placeholder(for: url)
    }

    /// `scheme:` alone, for a URL that cannot be taken apart.
    private static func placeholder(for url: URL) -> URL {
        URL(string: (url.scheme ?? "unknown") + ":") ?? URL(fileURLWithPath: "/")
    }
}
