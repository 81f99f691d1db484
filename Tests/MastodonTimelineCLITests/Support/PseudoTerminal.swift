import Foundation
import StoreFlowable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal for running the executable as if on a terminal: the child gets the
/// ``terminal`` side, and everything it writes there is collected from the controller side.
final class PseudoTerminal: Sendable {
    /// The side the child process uses as its terminal.
    let terminal: FileHandle
    private let controller: Int32
    // Guarded by its own lock: what the child wrote so far.
    private let collected = Locked(Data())
    /// Signalled whenever more was written, for ``waitUntilWritten(_:)``.
    private let written = NSCondition()
    private let finished: AsyncStream<Void>

    private typealias Call = @convention(c) (Int32) -> Int32
    private typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    /// Looks up a C function by name: the pseudo-terminal calls are hidden from Swift by the C
    /// library's feature macros.
    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// Opens a pseudo-terminal, or returns `nil` when the system has none to give.
    init?() {
        guard let openController = Self.function("posix_openpt", as: Call.self),
            let grant = Self.function("grantpt", as: Call.self),
            let unlock = Self.function("unlockpt", as: Call.self),
            let name = Self.function("ptsname", as: NameCall.self)
        else { return nil }
        let controller = openController(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        guard grant(controller) == 0, unlock(controller) == 0, let path = name(controller),
            let terminal = FileHandle(forUpdatingAtPath: String(cString: path))
        else {
            close(controller)
            return nil
        }
        self.controller = controller
        self.terminal = terminal
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        finished = stream
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = read(controller, &buffer, buffer.count)
                if count > 0 {
                    collected.withLock { $0.append(contentsOf: buffer[0..<count]) }
                    written.lock()
                    written.broadcast()
                    written.unlock()
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            continuation.finish()
        }
        thread.start()
    }

    /// Closes this process's copy of the terminal side, so that the controller side ends when the
    /// child exits.
    func closeTerminal() throws {
        try terminal.close()
    }

    /// Blocks the calling thread until the child has written `text`; for a thread of its own, never a
    /// task's.
    func waitUntilWritten(_ text: String) {
        let wanted = Data(text.utf8)
        written.lock()
        defer { written.unlock() }
        while collected.withLock({ $0.range(of: wanted) == nil }) { written.wait() }
    }

    /// How many bytes the child has written so far.
    var writtenCount: Int { collected.withLock { $0.count } }

    /// What the child wrote after its first `offset` bytes, so far.
    func text(after offset: Int) -> String {
        String(decoding: collected.withLock { $0.dropFirst(offset) }, as: UTF8.self)
    }

    /// Waits, without holding a task's thread, until what the child wrote after its first `offset`
    /// bytes satisfies `isDone`, or `limit` seconds have passed with nothing that does (a hang guard:
    /// the caller's expectations then fail on what was written); returns whether it was satisfied.
    @discardableResult
    func wait(
        after offset: Int = 0, limit: TimeInterval = 30, until isDone: @escaping @Sendable (String) -> Bool
    ) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let thread = Thread { [self] in
                let deadline = Date(timeIntervalSinceNow: limit)
                written.lock()
                var done = isDone(text(after: offset))
                while !done, written.wait(until: deadline) || Date() < deadline {
                    done = isDone(text(after: offset))
                }
                written.unlock()
                continuation.resume(returning: done)
            }
            thread.start()
        }
    }

    /// Types `text` on the terminal, as a person at its keyboard would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Sets the terminal's size, as a terminal window does when it is resized.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal.fileDescriptor, UInt(TIOCSWINSZ), &size)
    }

    /// A second descriptor of the terminal side, to read its modes after the child is gone; the caller
    /// closes it.
    func duplicateTerminal() -> Int32 {
        dup(terminal.fileDescriptor)
    }

    /// Everything written to the terminal, once every process using it has closed it.
    func output() async -> String {
        for await _ in finished {}
        close(controller)
        return String(decoding: collected.withLock { $0 }, as: UTF8.self)
    }
}
