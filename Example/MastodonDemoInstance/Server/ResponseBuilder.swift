import Foundation

/// JSON responses and headers shaped like Mastodon's.
enum ResponseBuilder {
    static let jsonContentType = "application/json; charset=utf-8"
    static let rateLimit = 300

    /// Serializes `object` (dictionaries, arrays, strings, numbers, booleans, `NSNull`) with sorted keys
    /// and unescaped slashes, so equal worlds give byte-identical bodies.
    static func jsonData(_ object: Any) -> Data {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        return (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data("null".utf8)
    }

    static func errorBody(_ message: String) -> Data {
        jsonData(["error": message])
    }

    static func json(_ object: Any, statusCode: Int = 200) -> DemoHTTPResponse {
        DemoHTTPResponse(
            statusCode: statusCode, headers: ["Content-Type": jsonContentType], body: jsonData(object)
        )
    }

    static func error(_ statusCode: Int, _ message: String) -> DemoHTTPResponse {
        DemoHTTPResponse(
            statusCode: statusCode, headers: ["Content-Type": jsonContentType], body: errorBody(message)
        )
    }

    static func notFound() -> DemoHTTPResponse {
        error(404, "Not Found")
    }

    static func recordNotFound() -> DemoHTTPResponse {
        error(404, "Record not found")
    }

    static func invalidToken() -> DemoHTTPResponse {
        error(401, "The access token is invalid")
    }

    /// Adds `X-RateLimit-*` headers for the n-th request (the remaining budget cycles every 300).
    static func addRateLimitHeaders(to response: inout DemoHTTPResponse, requestNumber: Int) {
        let used = (max(1, requestNumber) - 1) % rateLimit + 1
        response.headers["X-RateLimit-Limit"] = String(rateLimit)
        response.headers["X-RateLimit-Remaining"] = String(rateLimit - used)
        response.headers["X-RateLimit-Reset"] = FailureRule.defaultRateLimitReset
    }
}
