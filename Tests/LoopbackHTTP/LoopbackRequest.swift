import Foundation

/// One HTTP request a ``LoopbackServer`` received: the request line, the headers and the body, as sent.
public struct LoopbackRequest: Sendable, Equatable {
    /// The method, e.g. `GET`.
    public var method: String
    /// The request target as sent: a path and query such as `/api/v1/timelines/public?limit=1`.
    public var target: String
    /// The header fields in the order received, names as sent.
    public var headers: [LoopbackHeader]
    /// The body, as long as `Content-Length` said; empty without one.
    public var body: Data

    /// Creates a request.
    public init(method: String, target: String, headers: [LoopbackHeader], body: Data = Data()) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// The body read as UTF-8 text.
    public var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }

    /// The value of the first header named `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// The path without the query.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }
}

/// One header field of a ``LoopbackRequest``.
public struct LoopbackHeader: Sendable, Equatable {
    /// The field name as sent.
    public var name: String
    /// The value with surrounding spaces removed.
    public var value: String

    /// Creates a header field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
