import Foundation

/// What a ``LoopbackServer`` answers to one request.
public struct LoopbackResponse: Sendable {
    /// How the answer is delivered.
    public enum Delivery: Sendable {
        /// The whole response, then the connection is closed.
        case complete
        /// The status line and the headers (with the full `Content-Length`) but no body; the
        /// connection stays open until the server stops, like a server whose body stalls.
        case stallAfterHeaders
        /// Nothing at all; the connection stays open until the server stops.
        case stallBeforeHeaders
        /// The headers with a `Content-Length` `missing` bytes more than the body, the body, then the
        /// connection is closed: a response cut short.
        case cutShort(missing: Int)
    }

    /// The status code.
    public var status: Int
    /// The header fields; `Content-Length` and `Connection: close` are added.
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: Data
    /// How the answer is delivered.
    public var delivery: Delivery

    /// Creates a response.
    public init(
        status: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(),
        delivery: Delivery = .complete
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delivery = delivery
    }

    /// A JSON response.
    public static func json(
        _ text: String, status: Int = 200, headers: [(name: String, value: String)] = [],
        delivery: Delivery = .complete
    ) -> LoopbackResponse {
        LoopbackResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
            body: Data(text.utf8), delivery: delivery)
    }

    /// A redirect with `status` to `location`.
    public static func redirect(_ status: Int, to location: String) -> LoopbackResponse {
        LoopbackResponse(
            status: status, headers: [("Location", location), ("Content-Type", "text/plain")],
            body: Data("moved\n".utf8))
    }

    /// The bytes before the body, stating a body `missing` bytes longer than ``body``.
    func head(missing: Int = 0) -> Data {
        var text = "HTTP/1.1 \(status) Status\r\n"
        for (name, value) in headers {
            text += "\(name): \(value)\r\n"
        }
        text += "Content-Length: \(body.count + missing)\r\nConnection: close\r\n\r\n"
        return Data(text.utf8)
    }
}
