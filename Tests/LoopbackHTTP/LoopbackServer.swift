import Foundation
import StoreFlowable

/// A tiny HTTP/1.1 server on a loopback address, for tests that must go through the real
/// `URLSession` stack: it answers each request on a connection of its own with what ``handler``
/// returns, and records every request it receives.
///
/// ```swift
/// let server = try LoopbackServer()
/// server.handler = { _ in .json("[]") }
/// // … request server.baseURL …
/// #expect(server.requests.count == 1)
/// server.stop()
/// ```
///
/// The threads that serve it keep it alive until ``stop()``, so every test must stop its servers.
public final class LoopbackServer: Sendable {
    /// A listener that could not be opened.
    public struct Unavailable: Error, CustomStringConvertible {
        /// The address that was tried.
        public let host: String
        /// Says which address could not be bound.
        public var description: String { "cannot listen on \(host)" }
    }

    private struct State {
        var handler: @Sendable (LoopbackRequest) -> LoopbackResponse = { _ in LoopbackResponse(status: 404) }
        var requests: [LoopbackRequest] = []
        var connections = 0
        var openDescriptors: Set<Int32> = []
        var stopped = false
        /// Whether the listener, stopped, keeps its port until the server is released.
        var keepsPort = false
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    /// The address listened on, e.g. `127.0.0.1` or `::1`.
    public let host: String
    /// The port listened on.
    public let port: Int
    private let listener: Int32
    private let state = Locked(State())

    /// Starts listening on `host` (an IPv4 or IPv6 literal) and a free port.
    ///
    /// - Throws: ``Unavailable`` when the address cannot be bound (e.g. no IPv6 loopback).
    public init(host: String = "127.0.0.1") throws {
        guard let (descriptor, port) = Socket.listen(host: host) else { throw Unavailable(host: host) }
        self.host = host
        self.port = port
        listener = descriptor
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Whether an IPv6 loopback address (`::1`) can be listened on here.
    public static var hasIPv6Loopback: Bool {
        guard let (descriptor, _) = Socket.listen(host: "::1") else { return false }
        Socket.close(descriptor)
        return true
    }

    /// `http://host:port`, with brackets around an IPv6 address.
    public var baseURL: URL {
        let authority = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        return URL(string: "http://\(authority)") ?? URL(fileURLWithPath: "/")
    }

    /// `baseURL` followed by `pathAndQuery`, as a string.
    public func url(_ pathAndQuery: String) -> String {
        baseURL.absoluteString + pathAndQuery
    }

    /// Decides the answer to each request; replace it before requests arrive.
    public var handler: @Sendable (LoopbackRequest) -> LoopbackResponse {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    /// Every request received so far, in order.
    public var requests: [LoopbackRequest] {
        state.withLock { $0.requests }
    }

    /// How many connections were accepted, including any that never sent a complete request.
    public var connectionCount: Int {
        state.withLock { $0.connections }
    }

    /// Returns once at least `count` requests were received.
    public func waitForRequests(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Bool in
                guard state.requests.count < count else { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Stops listening and ends every connection still open (stalled ones included).
    ///
    /// Sockets are only shut down here; the threads that own them close them.
    ///
    /// - Parameter keepingPort: Keeps the port, refusing every connection, until the server is
    ///   released: a test that goes on to reach the stopped server meets a refusal, never another test's
    ///   server that took the port it gave back.
    public func stop(keepingPort: Bool = false) {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            state.keepsPort = keepingPort
            Socket.shutDown(listener)
            state.openDescriptors.forEach(Socket.shutDown)
        }
    }

    deinit {
        if state.withLock({ $0.keepsPort }) { Socket.close(listener) }
    }

    private func acceptLoop() {
        defer { if !state.withLock({ $0.keepsPort }) { Socket.close(listener) } }
        while let connection = Socket.accept(listener) {
            let accepted = state.withLock { state -> Bool in
                guard !state.stopped else { return false }
                state.connections += 1
                state.openDescriptors.insert(connection)
                return true
            }
            guard accepted else {
                Socket.close(connection)
                return
            }
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = Self.readRequest(connection) else {
            finish(connection)
            return
        }
        let (handler, ready) = state.withLock { state in
            state.requests.append(request)
            let count = state.requests.count
            let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
            state.waiters.removeAll { $0.count <= count }
            return (state.handler, ready)
        }
        ready.forEach { $0.resume() }
        let response = handler(request)
        switch response.delivery {
        case .complete:
            Socket.send(connection, response.head() + response.body)
            finish(connection)
        case .stallAfterHeaders:
            Socket.send(connection, response.head())
            stall(connection)
        case .stallBeforeHeaders:
            stall(connection)
        case .cutShort(let missing):
            Socket.send(connection, response.head(missing: missing) + response.body)
            finish(connection)
        }
    }

    /// Keeps a connection open without answering until the client leaves or the server stops.
    private func stall(_ connection: Int32) {
        while Socket.receive(connection) != nil {}
        finish(connection)
    }

    private func finish(_ connection: Int32) {
        state.withLock { _ = $0.openDescriptors.remove(connection) }
        Socket.close(connection)
    }

    /// Reads the request line and headers, and a body as long as `Content-Length` says.
    private static func readRequest(_ connection: Int32) -> LoopbackRequest? {
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard buffer.count < 65_536, let chunk = Socket.receive(connection) else { return nil }
            buffer.append(chunk)
            headEnd = buffer.range(of: separator)
        }
        guard let headEnd, let head = String(data: buffer[..<headEnd.lowerBound], encoding: .utf8) else {
            return nil
        }
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let headers = lines.dropFirst().compactMap { line -> LoopbackHeader? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return LoopbackHeader(
                name: String(line[..<colon]),
                value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var request = LoopbackRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
        let length = request.header("Content-Length").flatMap { Int($0) } ?? 0
        var body = Data(buffer[headEnd.upperBound...])
        while body.count < length, let chunk = Socket.receive(connection) {
            body.append(chunk)
        }
        request.body = body.prefix(length)
        return request
    }
}
