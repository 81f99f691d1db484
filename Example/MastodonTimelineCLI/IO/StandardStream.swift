import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``TextSink`` writing to the process's standard output or standard error, unbuffered.
public struct StandardStream: TextSink {
    private let descriptor: Int32

    /// Standard output.
    public static let output = StandardStream(descriptor: STDOUT_FILENO)
    /// Standard error.
    public static let error = StandardStream(descriptor: STDERR_FILENO)

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether standard input and standard output are both terminals: interactive mode and the
    /// progress line are used only then.
    public static var isInteractiveTerminal: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// Writes `text` at once.
    public func write(_ text: String) {
        let handle = descriptor == STDERR_FILENO ? FileHandle.standardError : FileHandle.standardOutput
        handle.write(Data(text.utf8))
    }
}
