import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's terminal taken over for the full-screen reader: keys read one at a time without echo,
/// the alternate screen, the cursor hidden — and all of it given back on exit and on Ctrl-C.
///
/// Ctrl-C still raises `SIGINT` (the terminal keeps `ISIG`); ``ProcessSignals`` calls
/// ``restoreFromSignalHandler()`` before the process exits, which uses only async-signal-safe calls.
enum RawTerminal {
    /// Switch to the alternate screen, hide the cursor, clear.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
    /// Show the cursor, reset colours, leave the alternate screen.
    static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// The modes the terminal had before ``enter()``. Not guarded by a lock — a signal handler cannot
    /// take one: it is written only by ``enter()`` before ``isHeld`` is set (a releasing store), and
    /// read only by whoever takes ``isHeld`` back (an acquiring exchange), which happens once.
    nonisolated(unsafe) private static var saved = termios()
    /// 1 while the reader holds the terminal. Exchanged atomically, so that ``leave()`` and the signal
    /// handler never both restore the terminal.
    private static let isHeld = Atomic<Int32>(0)
    private static let leaveBytes = Array(leaveSequence.utf8)

    /// The terminal's size in columns and rows, or `nil` when standard output is not a terminal.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Puts the terminal in the reader's modes and on the alternate screen; returns `false` (and changes
    /// nothing) when standard input is not a terminal whose modes can be set.
    static func enter() -> Bool {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return false }
        saved = modes
        _ = leaveBytes.count  // initialised here, never first in the signal handler
        modes.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        modes.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &modes.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
            // Ctrl-Z would stop the process with the terminal still taken; it does nothing instead.
            controls[Int(VSUSP)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &modes) == 0 else { return false }
        isHeld.store(1, ordering: .releasing)
        _ = StandardStream.writeAll(enterSequence, to: STDOUT_FILENO)
        return true
    }

    /// Gives the terminal back as it was before ``enter()``.
    static func leave() {
        guard isHeld.exchange(0, ordering: .acquiringAndReleasing) != 0 else { return }
        _ = StandardStream.writeAll(leaveSequence, to: STDOUT_FILENO)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }

    /// ``leave()`` from a signal handler: async-signal-safe calls only (`write`, `tcsetattr`). Returns
    /// whether the reader held the terminal.
    @discardableResult
    static func restoreFromSignalHandler() -> Bool {
        guard isHeld.exchange(0, ordering: .acquiringAndReleasing) != 0 else { return false }
        _ = leaveBytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        return true
    }
}
