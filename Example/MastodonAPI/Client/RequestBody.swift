import Foundation

/// The body of a request that writes, with the headers that go with it.
struct RequestBody: Sendable {
    /// The bytes sent.
    var data: Data
    /// The `Content-Type` of ``data``.
    var contentType: String
    /// Further headers, such as `Idempotency-Key`.
    var headers: [String: String] = [:]

    /// An `application/x-www-form-urlencoded` body of `fields`, in order, each name and value
    /// percent-encoded except for RFC 3986 unreserved characters.
    static func form(_ fields: [(name: String, value: String)], headers: [String: String] = [:])
        -> RequestBody
    {
        let text = fields.map { PathSegment.encode($0.name) + "=" + PathSegment.encode($0.value) }
            .joined(separator: "&")
        return RequestBody(
            data: Data(text.utf8), contentType: "application/x-www-form-urlencoded", headers: headers)
    }
}
