#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal the process writes to.
public enum TerminalSize {
    /// The number of columns of the terminal on standard output, from `ioctl(TIOCGWINSZ)`; `nil` when
    /// standard output is not a terminal or the terminal does not say.
    public static var outputColumns: Int? {
        guard isatty(STDOUT_FILENO) != 0 else { return nil }
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { pointer in
            #if canImport(Glibc)
                ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), pointer)
            #else
                ioctl(STDOUT_FILENO, TIOCGWINSZ, pointer)
            #endif
        }
        guard result == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
