import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reader's input: keys read from standard input, and `SIGWINCH` (the terminal was resized), on a
/// thread of their own that waits for either and hands both to one continuation of events.
enum TerminalInput {
    /// The write end of the pipe the `SIGWINCH` handler writes a byte to. Not guarded by a lock — a
    /// signal handler cannot take one: it is set once, before the handler is installed, and only read
    /// after.
    nonisolated(unsafe) private static var resizeSignal: Int32 = -1

    /// Starts reading keys and watching the terminal's size; both go on until the process ends.
    static func start(into events: AsyncStream<ReaderEvent>.Continuation) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            readKeys(into: events, resizes: -1)
            return
        }
        resizeSignal = ends[1]
        signal(SIGWINCH) { _ in
            var byte: UInt8 = 1
            _ = write(TerminalInput.resizeSignal, &byte, 1)
        }
        readKeys(into: events, resizes: ends[0])
    }

    private static func readKeys(into events: AsyncStream<ReaderEvent>.Continuation, resizes: Int32) {
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 256)
            var watched = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: resizes, events: Int16(POLLIN), revents: 0),
            ]
            while true {
                guard poll(&watched, nfds_t(resizes >= 0 ? 2 : 1), -1) >= 0 || errno == EINTR else { break }
                if resizes >= 0, watched[1].revents != 0 {
                    _ = read(resizes, &buffer, buffer.count)
                    events.yield(.resized)
                }
                guard watched[0].revents != 0 else { continue }
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count > 0 {
                    for key in TerminalKey.keys(in: Array(buffer[0..<count])) { events.yield(.key(key)) }
                } else if count == 0 || errno != EINTR && errno != EAGAIN {
                    break
                }
            }
            events.yield(.endOfInput)
        }
        thread.start()
    }
}
