import StoreFlowable

#if canImport(Glibc)
    import Foundation
    import FoundationNetworking
    import Glibc

    /// Plain HTTP/1.1 to an IPv6 address literal such as `http://[::1]:3000`, over a POSIX socket.
    ///
    /// swift-corelibs-foundation refuses every URL whose host is an IPv6 literal (`URL error -1000`:
    /// `URL.host` drops the brackets that curl keeps), so on Linux the client sends those requests
    /// itself. Plain http is only ever allowed to loopback hosts, so no TLS is needed; https to an
    /// IPv6 literal still goes through `URLSession`. One request per connection (`Connection: close`);
    /// cancelling the calling task closes the socket.
    final class IPv6LoopbackTransport: Sendable {
        /// The largest response accepted.
        static let maximumResponseSize = 32 << 20

        // Guarded by its own lock: the socket, once open, and whether the request was cancelled.
        private let socketState = Locked<(descriptor: Int32?, cancelled: Bool)>((nil, false))

        /// Sends `request` and returns the response, 3xx included.
        static func load(_ request: URLRequest) async throws -> (Data, URLResponse) {
            let transport = IPv6LoopbackTransport()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let thread = Thread {
                        continuation.resume(with: Result { try transport.exchange(request) })
                    }
                    thread.start()
                }
            } onCancel: {
                transport.cancel()
            }
        }

        /// Marks the request cancelled and wakes the thread blocked on its socket. The socket is
        /// shut down under the lock, and closed under it by its thread (``release(_:)``), so a
        /// closed descriptor number is never touched.
        private func cancel() {
            socketState.withLock { state in
                state.cancelled = true
                if let descriptor = state.descriptor {
                    _ = shutdown(descriptor, Int32(SHUT_RDWR))
                }
            }
        }

        /// Closes the socket, forgetting it first so that ``cancel()`` cannot reach a reused number.
        private func release(_ descriptor: Int32) {
            socketState.withLock { state in
                state.descriptor = nil
                _ = close(descriptor)
            }
        }

        private func exchange(_ request: URLRequest) throws -> (Data, URLResponse) {
            guard let url = request.url,
                let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                let host = url.host, url.scheme?.lowercased() == "http"
            else { throw URLError(.badURL) }
            let port = url.port ?? 80
            let descriptor = try connect(to: host, port: port)
            defer { release(descriptor) }
            let query = components.percentEncodedQuery.map { "?" + $0 } ?? ""
            let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            let method = request.httpMethod ?? "GET"
            var head = "\(method) \(path)\(query) HTTP/1.1\r\nHost: [\(host)]:\(port)\r\n"
            for (name, value) in request.allHTTPHeaderFields ?? [:]
            where !["host", "connection", "content-length"].contains(name.lowercased()) {
                head += "\(name): \(value)\r\n"
            }
            let body = request.httpBody ?? Data()
            head += method == "GET" && body.isEmpty ? "" : "Content-Length: \(body.count)\r\n"
            head += "Connection: close\r\n\r\n"
            try send(Array(head.utf8) + Array(body), on: descriptor)
            let bytes = try receiveAll(on: descriptor)
            guard let response = try? HTTPResponseParser(bytes),
                let http = HTTPURLResponse(
                    url: url, statusCode: response.statusCode, httpVersion: "HTTP/1.1",
                    headerFields: response.headers)
            else { throw URLError(.badServerResponse) }
            return (response.body, http)
        }

        private func connect(to host: String, port: Int) throws -> Int32 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(clamping: port).bigEndian)
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { throw URLError(.cannotFindHost) }
            let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw URLError(.cannotConnectToHost) }
            let cancelled = socketState.withLock { state -> Bool in
                state.descriptor = descriptor
                return state.cancelled
            }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
            guard !cancelled, connected == 0 else {
                release(descriptor)
                throw cancelled ? URLError(.cancelled) : URLError(.cannotConnectToHost)
            }
            return descriptor
        }

        private func send(_ bytes: [UInt8], on descriptor: Int32) throws {
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes {
                    Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                if sent > 0 {
                    offset += sent
                } else if sent < 0, errno == EINTR {
                    continue
                } else {
                    throw URLError(.networkConnectionLost)
                }
            }
        }

        private func receiveAll(on descriptor: Int32) throws -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count > 0 {
                    bytes += buffer[0..<count]
                    guard bytes.count <= Self.maximumResponseSize else {
                        throw URLError(.dataLengthExceedsMaximum)
                    }
                } else if count == 0 {
                    guard !socketState.withLock({ $0.cancelled }) else { throw URLError(.cancelled) }
                    return bytes
                } else if errno != EINTR {
                    throw socketState.withLock { $0.cancelled }
                        ? URLError(.cancelled) : URLError(.networkConnectionLost)
                }
            }
        }
    }
#endif
