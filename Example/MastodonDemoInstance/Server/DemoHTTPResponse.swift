import Foundation

/// A complete HTTP answer produced by the demo server.
struct DemoHTTPResponse: Sendable {
    var statusCode: Int
    var headers: [String: String]
    var body: Data
}
