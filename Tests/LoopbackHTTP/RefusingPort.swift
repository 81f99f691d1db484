import Foundation

/// A loopback port held and refusing every connection, for as long as the value lives: no other test's
/// server can take it, as it could take a port a stopped server gave back.
public final class RefusingPort: Sendable {
    /// The port.
    public let port: Int
    private let descriptor: Int32

    /// A port on 127.0.0.1, or `nil` when none can be bound.
    public init?() {
        guard let (descriptor, port) = Socket.listen(host: "127.0.0.1", listening: false) else { return nil }
        self.descriptor = descriptor
        self.port = port
    }

    deinit {
        Socket.close(descriptor)
    }

    /// `http://127.0.0.1:port`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }
}
