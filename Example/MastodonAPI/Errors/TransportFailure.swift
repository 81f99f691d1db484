import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Describes a failed request (no HTTP response) in a few words for
/// ``MastodonError/transport(_:request:)``, which names the request (method, URL, host and port) itself.
enum TransportFailure {
    /// Why the request failed, e.g. `cannot connect to host`.
    static func describe(_ error: any Error) -> String {
        guard let urlError = error as? URLError else {
            return "the request failed (\(type(of: error)))"
        }
        switch urlError.code {
        case .cannotFindHost, .dnsLookupFailed: return "host not found"
        case .cannotConnectToHost: return "cannot connect to host"
        case .timedOut: return "request timed out"
        case .notConnectedToInternet: return "not connected to the internet"
        case .networkConnectionLost: return "network connection lost"
        case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot:
            return "the server's certificate is not trusted"
        case .serverCertificateHasBadDate, .serverCertificateNotYetValid:
            return "the server's certificate is expired or not yet valid"
        case .secureConnectionFailed: return "TLS connection failed"
        case .cancelled: return "request cancelled"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return "bad redirect"
        case .unknown:
            // libcurl's failures on Linux all arrive as -1, told apart only by its message.
            return describeLibcurl(urlError.errorUserInfo[NSLocalizedDescriptionKey] as? String)
        default: return "URL error \(urlError.code.rawValue)"
        }
    }

    private static func describeLibcurl(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "the request failed" }
        let lowered = message.lowercased()
        if lowered.contains("certificate") { return "the server's certificate is not trusted (\(message))" }
        if lowered.contains("out of memory") || lowered.contains("header") {
            return "response headers too large"
        }
        if lowered.contains("bytes remaining") || lowered.contains("partial") {
            return "the response ended before its stated length"
        }
        return "the request failed: \(message)"
    }
}
