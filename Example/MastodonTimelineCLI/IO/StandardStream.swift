#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``TextSink`` writing to the process's standard output or standard error, unbuffered, with
/// `write(2)`: a write that fails (a full disk, a closed pipe, a revoked terminal) is handed to the
/// stream's failure handler, which for ``output`` and ``error`` ends the process
/// (``WriteFailure/exitProcess(_:)``). Nothing on this path can trap.
public struct StandardStream: TextSink {
    private let descriptor: Int32
    private let onFailure: @Sendable (WriteFailure) -> Void

    /// Standard output.
    public static let output = StandardStream(descriptor: STDOUT_FILENO, onFailure: WriteFailure.exitProcess)
    /// Standard error.
    public static let error = StandardStream(descriptor: STDERR_FILENO, onFailure: WriteFailure.exitProcess)

    /// A stream on `descriptor` that reports failed writes to `onFailure`.
    init(descriptor: Int32, onFailure: @escaping @Sendable (WriteFailure) -> Void) {
        self.descriptor = descriptor
        self.onFailure = onFailure
    }

    /// Whether standard input and standard output are both terminals: interactive mode and the
    /// progress line are used only then.
    public static var isInteractiveTerminal: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// Writes `text` at once; a failure goes to the failure handler.
    public func write(_ text: String) {
        if let failure = Self.writeAll(text, to: descriptor) {
            onFailure(failure)
        }
    }

    /// Writes all of `text` to `descriptor`, retrying after interruptions and short writes.
    ///
    /// - Returns: The failure, or `nil` when everything was written.
    static func writeAll(_ text: String, to descriptor: Int32) -> WriteFailure? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN {
                // A non-blocking descriptor that is full: wait until it takes more.
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                return WriteFailure(descriptor: descriptor, code: written == 0 ? EIO : errno)
            }
        }
        return nil
    }
}
