import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the transport delivers for one request: an HTTP response or a transport error.
enum DemoReply: Sendable {
    case http(DemoHTTPResponse)
    case transport(URLError.Code)

    /// The status to log: the HTTP status, or 0 for a transport error.
    var loggedStatus: Int {
        switch self {
        case .http(let response): response.statusCode
        case .transport: 0
        }
    }
}
