#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write to standard output or standard error that failed: a full disk, a closed pipe, a
/// terminal that went away.
public struct WriteFailure: Error, Equatable, Sendable {
    /// The descriptor that could not be written.
    public let descriptor: Int32
    /// The `errno` of the failed `write(2)`.
    public let code: Int32

    /// Creates a failure.
    public init(descriptor: Int32, code: Int32) {
        self.descriptor = descriptor
        self.code = code
    }

    /// Whether the reader went away (`EPIPE`), as when the output is piped into `head`: the
    /// program then ends quietly.
    public var isClosedPipe: Bool { code == EPIPE }

    /// The line for standard error, e.g. `error: cannot write to standard output: No space left on
    /// device`.
    public var message: String {
        let stream = descriptor == STDERR_FILENO ? "standard error" : "standard output"
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return "error: cannot write to \(stream): \(reason)"
    }

    /// Ends the process with status 1: quietly after a closed pipe, otherwise after one line on
    /// standard error (which is tried once and given up on when it fails too).
    @Sendable public static func exitProcess(_ failure: WriteFailure) {
        if !failure.isClosedPipe, failure.descriptor != STDERR_FILENO {
            _ = StandardStream.writeAll(failure.message + "\n", to: STDERR_FILENO)
        }
        exit(1)
    }
}
