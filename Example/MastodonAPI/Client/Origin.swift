import Foundation

/// A URL's origin (RFC 6454): scheme, host and port, with default ports made explicit.
struct Origin: Hashable, Sendable {
    let scheme: String
    let host: String
    let port: Int

    /// The origin of an absolute http(s) URL, or `nil` for other URLs.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = url.host?.lowercased(), !host.isEmpty
        else { return nil }
        self.scheme = scheme
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.port = url.port ?? (scheme == "https" ? 443 : 80)
    }

    /// `scheme://host:port`, with brackets around an IPv6 address.
    var text: String {
        let host = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(host):\(port)"
    }

    /// Whether the host is an IPv6 address literal.
    var isIPv6Literal: Bool {
        host.contains(":")
    }

    /// Whether the host is a loopback name or address: `localhost`, `127.0.0.0/8` or `::1`.
    var isLoopback: Bool {
        if host == "localhost" || host == "::1" {
            return true
        }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
