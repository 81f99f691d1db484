import Foundation
import StoreFlowable

#if canImport(Glibc)
    import Glibc
#endif

/// A child process for the tests, started with `posix_spawn`, with the part of `Process`'s interface they
/// use.
///
/// Foundation's `Process.run()` on Linux finds the highest open descriptor by reading `/proc/self/fd`,
/// copying 256 bytes of each entry's name whatever its length; in a test process holding a couple of
/// thousand descriptors (sockets of the loopback servers, database files) the last entry of a full buffer
/// reads past its page, and the whole test run crashes (swift-corelibs-foundation#5472, one run in three
/// here). This closes the child's other descriptors with `posix_spawn_file_actions_addclosefrom_np`.
public final class SpawnedProcess: @unchecked Sendable {
    // Unchecked: the configuration is set before `run()`, by one task; what the child's end sets is
    // guarded by `ending`'s lock.

    /// How the child ended.
    public enum TerminationReason: Sendable {
        /// It exited, with `terminationStatus`.
        case exit
        /// The signal `terminationStatus` ended it.
        case uncaughtSignal
    }

    private struct Ending: Sendable {
        var status: Int32 = 0
        var reason = TerminationReason.exit
        var ended = false
    }

    /// The program.
    public var executableURL: URL?
    /// Its arguments, after its path.
    public var arguments: [String] = []
    /// Its whole environment, or `nil` for this process's.
    public var environment: [String: String]?
    /// Where it runs, or `nil` for this process's folder.
    public var currentDirectoryURL: URL?
    /// A `FileHandle` or a `Pipe` for the child's standard input; `nil` is `/dev/null`.
    public var standardInput: Any?
    /// A `FileHandle` or a `Pipe` for the child's standard output; `nil` is `/dev/null`.
    public var standardOutput: Any?
    /// A `FileHandle` or a `Pipe` for the child's standard error; `nil` is `/dev/null`.
    public var standardError: Any?
    /// Called once the child has ended, on a thread of its own.
    public var terminationHandler: (@Sendable (SpawnedProcess) -> Void)?
    /// The child's process ID, once it runs.
    public private(set) var processIdentifier: pid_t = 0
    private let ending = Locked(Ending())

    /// A child to configure, then `run()`.
    public init() {}

    /// Its exit status, or the signal that ended it.
    public var terminationStatus: Int32 { ending.withLock { $0.status } }
    /// Whether it exited or was ended by a signal.
    public var terminationReason: TerminationReason { ending.withLock { $0.reason } }
    /// Whether it runs still.
    public var isRunning: Bool { processIdentifier != 0 && !ending.withLock { $0.ended } }

    /// Starts the child in a process group of its own, as `Process` does.
    public func run() throws {
        guard let path = executableURL?.path else { throw POSIXError(.ENOENT) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in [(0, standardInput), (1, standardOutput), (2, standardError)] {
            if let descriptor = Self.descriptor(source, reading: target == 0) {
                posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target))
            } else {
                posix_spawn_file_actions_addopen(
                    &actions, Int32(target), "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        if let directory = currentDirectoryURL?.path {
            guard let changeDirectory = Self.addChangeDirectory else { throw POSIXError(.ENOSYS) }
            _ = changeDirectory(&actions, directory)
        }
        if let closeFrom = Self.addCloseFrom { _ = closeFrom(&actions, 3) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let pairs = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let envp = pairs.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EINVAL) }
        processIdentifier = pid
        // The child holds its ends now: the parent's are closed, so that a reader sees its end of file.
        for (source, reading) in [(standardInput, true), (standardOutput, false), (standardError, false)] {
            guard let pipe = source as? Pipe else { continue }
            try? (reading ? pipe.fileHandleForReading : pipe.fileHandleForWriting).close()
        }
        let (handler, child) = (terminationHandler, pid)
        Thread {
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1 && errno == EINTR {}
            let signal = status & 0x7f
            self.ending.withLock {
                $0 = Ending(
                    status: signal == 0 ? (status >> 8) & 0xff : signal,
                    reason: signal == 0 ? .exit : .uncaughtSignal,
                    ended: true)
            }
            handler?(self)
        }.start()
    }

    private static func descriptor(_ source: Any?, reading: Bool) -> Int32? {
        switch source {
        case let pipe as Pipe:
            (reading ? pipe.fileHandleForReading : pipe.fileHandleForWriting).fileDescriptor
        case let handle as FileHandle: handle.fileDescriptor
        default: nil
        }
    }

    private typealias AddCloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias AddChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// glibc's `_np` spawn actions (2.34 and 2.29), which its headers hide from Swift.
    private static let addCloseFrom: AddCloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
    private static let addChangeDirectory: AddChangeDirectory? = symbol(
        "posix_spawn_file_actions_addchdir_np")

    private static func symbol<Function>(_ name: String) -> Function? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: Function.self) }
    }
}
