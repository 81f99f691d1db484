#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal handling of the `mastodon-timeline` process.
public enum ProcessSignals {
    /// The exit status after Ctrl-C: 128 + `SIGINT`.
    public static let interruptedStatus: Int32 = 130

    /// What is written to standard output on Ctrl-C when it is a terminal: back to the start of
    /// the line and erase it, so that a progress line does not stay on screen.
    static let clearLine = "\r\u{1B}[2K"

    /// Ignores `SIGPIPE`, so that writing to a closed pipe fails with `EPIPE` (handled by
    /// ``StandardStream``) instead of killing the process, and handles `SIGINT`: on a terminal the
    /// current line (the progress line) is erased, then the process exits with status 130.
    ///
    /// `SIGXFSZ` is ignored too: a file-size limit then fails the cache's write, which the command
    /// survives, instead of killing the process. While the full-screen reader holds the terminal,
    /// `SIGINT` and `SIGTERM` give the terminal back first (``RawTerminal``).
    public static func install() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGTERM) { _ in
            RawTerminal.restoreFromSignalHandler()
            _exit(128 + SIGTERM)
        }
        signal(SIGINT) { _ in
            // Only async-signal-safe calls here: isatty, write, tcsetattr, _exit.
            if RawTerminal.restoreFromSignalHandler() {
                _exit(ProcessSignals.interruptedStatus)
            }
            if isatty(STDOUT_FILENO) != 0 {
                let bytes: [UInt8] = [0x0D, 0x1B, 0x5B, 0x32, 0x4B]
                _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            }
            _exit(ProcessSignals.interruptedStatus)
        }
    }
}
