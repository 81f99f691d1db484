import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Describes a failed request (no HTTP response) in one line for ``MastodonError/transport(_:)``.
enum TransportFailure {
    static func describe(_ error: any Error, url: URL) -> String {
        let host = url.host ?? url.absoluteString
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
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            reason = "TLS connection failed"
        case .cancelled: reason = "request cancelled"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: reason = "bad redirect"
        default: reason = "URL error \(urlError.code.rawValue)"
        }
        return "\(reason) (\(host))"
    }
}
