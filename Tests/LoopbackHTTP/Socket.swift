import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the loopback server needs.
enum Socket {
    #if canImport(Glibc)
        private static let stream = Int32(SOCK_STREAM.rawValue)
        private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        private static let stream = SOCK_STREAM
        private static let noSignal: Int32 = 0
    #endif

    /// A listening TCP socket on `host` (an IPv4 or IPv6 literal) and a free port, or `nil`; with
    /// `listening` false the port is only bound: held, and connections to it refused.
    static func listen(host: String, listening: Bool = true) -> (descriptor: Int32, port: Int)? {
        let isIPv6 = host.contains(":")
        let descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, stream, 0)
        guard descriptor >= 0 else { return nil }
        var one: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let bound = isIPv6 ? bind6(descriptor, host) : bind4(descriptor, host)
        guard bound, !listening || startListening(descriptor),
            let port = localPort(descriptor, isIPv6: isIPv6)
        else {
            close(descriptor)
            return nil
        }
        return (descriptor, port)
    }

    private static func startListening(_ descriptor: Int32) -> Bool {
        #if canImport(Glibc)
            return Glibc.listen(descriptor, 64) == 0
        #else
            return Darwin.listen(descriptor, 64) == 0
        #endif
    }

    private static func bind4(_ descriptor: Int32, _ host: String) -> Bool {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return false }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func bind6(_ descriptor: Int32, _ host: String) -> Bool {
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = 0
        guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { return false }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
            }
        }
    }

    private static func localPort(_ descriptor: Int32, isIPv6: Bool) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer in
            if isIPv6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                Int(UInt16(bigEndian: $0.pointee.sin_port))
            }
        }
    }

    /// Accepts a connection; `nil` once the listening socket is shut down.
    static func accept(_ descriptor: Int32) -> Int32? {
        while true {
            #if canImport(Glibc)
                let connection = Glibc.accept(descriptor, nil, nil)
            #else
                let connection = Darwin.accept(descriptor, nil, nil)
            #endif
            if connection >= 0 { return connection }
            if errno == EINTR { continue }
            return nil
        }
    }

    /// Reads what is available, up to `limit` bytes; `nil` at the end of the stream or on an error.
    static func receive(_ descriptor: Int32, limit: Int = 4_096) -> Data? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = recv(descriptor, &buffer, limit, 0)
            if count > 0 { return Data(buffer[0..<count]) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Writes all of `data`, ignoring a peer that went away (no `SIGPIPE`).
    static func send(_ descriptor: Int32, _ data: Data) {
        var offset = 0
        let bytes = [UInt8](data)
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { pointer in
                #if canImport(Glibc)
                    Glibc.send(descriptor, pointer.baseAddress, pointer.count, noSignal)
                #else
                    Darwin.send(descriptor, pointer.baseAddress, pointer.count, noSignal)
                #endif
            }
            if count > 0 {
                offset += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Shuts a socket down in both directions, waking any thread blocked on it, without closing it:
    /// only the thread that owns a descriptor closes it, so that a number is never reused under a
    /// thread still using it.
    static func shutDown(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes a socket.
    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }
}
