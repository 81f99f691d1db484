import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Describes a failed request (no HTTP response) in one line for ``MastodonError/transport(_:)``.
enum TransportFailure {
    static func describe(_ error: any Error, url: URL) -> String {
        let bare = url.host ?? url.absoluteString
        let name = bare.contains(":") && !bare.hasPrefix("[") ? "[\(bare)]" : bare
        let host = url.port.map { "\(name):\($0)" } ?? name
        guard let urlError = error as? URLError else {
            return "request to \(host) failed (\(type(of: error)))"
        }
        let reason: String
        switch urlError.code {
        case .cannotFindHost, .dnsLookupFailed: reason = "host not found"
        case .cannotConnectToHost: reason = "cannot connect to host"
        case .timedOut: reason = "request timed out"
        case .notConnectedToInternet: reason = "not connected to the internet"
        case .networkConnectionLost: reason = "network connection lost"
        case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot:
            return "the certificate of \(host) is not trusted"
        case .serverCertificateHasBadDate, .serverCertificateNotYetValid:
            return "the certificate of \(host) is expired or not yet valid"
        case .secureConnectionFailed:
            reason = "TLS connection failed"
        case .cancelled: reason = "request cancelled"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: reason = "bad redirect"
        case .unknown:
            // libcurl's failures on Linux all arrive as -1, told apart only by its message.
            return describeLibcurl(urlError.errorUserInfo[NSLocalizedDescriptionKey] as? String, host: host)
        default: reason = "URL error \(urlError.code.rawValue)"
        }
        return "\(reason) (\(host))"
    }

    private static func describeLibcurl(_ message: String?, host: String) -> String {
        guard let message, !message.isEmpty else { return "request failed (\(host))" }
        let lowered = message.lowercased()
        if lowered.contains("certificate") { return "the certificate of \(host) is not trusted (\(message))" }
        if lowered.contains("out of memory") || lowered.contains("header") {
            return "response headers too large (\(host))"
        }
        if lowered.contains("bytes remaining") || lowered.contains("partial") {
            return "the response from \(host) ended before its stated length"
        }
        return "request failed (\(host)): \(message)"
    }
}
