import ChildProcesses
import Foundation
import Testing

/// Runs the built `mastodon-timeline` executable as a child process.
enum BuiltExecutable {
    /// The result of one run.
    struct Result {
        let status: Int32
        let reason: SpawnedProcess.TerminationReason
        let output: String
        let errorOutput: String
    }

    /// `mastodon-timeline` next to the test bundle, where `swift build` puts every product.
    static var url: URL? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()]
        return candidates.map { $0.appendingPathComponent("mastodon-timeline") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the executable with `arguments`, standard output and standard error going to `output`
    /// and `errorOutput` (pipes read here when `nil`), and returns once it has exited;
    /// `whileRunning` runs once it has started. With `shellSetup` (`umask 000`, `ulimit -f 64`), a
    /// shell runs the setup and then becomes the program.
    ///
    /// Nothing here blocks a task's thread: a test that waited for a child with `waitUntilExit()` held one
    /// of the concurrency pool's threads for the whole run, and on a two-core machine two such tests
    /// stalled every other test for half a minute.
    static func run(
        _ arguments: [String], output: FileHandle? = nil, errorOutput: FileHandle? = nil,
        input: FileHandle? = nil,
        environment: [String: String] = [:],
        shellSetup: String? = nil,
        whileRunning: @escaping @Sendable (SpawnedProcess) async -> Void = { _ in }
    ) async throws -> Result {
        let executable = try #require(url, "mastodon-timeline was not built next to the tests")
        let process = SpawnedProcess()
        if let shellSetup {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(shellSetup) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.environment = environment
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = output ?? outputPipe
        process.standardError = errorOutput ?? errorPipe
        process.standardInput = input ?? FileHandle.nullDevice
        let exited = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in exited.continuation.finish() }
        try process.run()
        if output != nil { try outputPipe.fileHandleForWriting.close() }
        if errorOutput != nil { try errorPipe.fileHandleForWriting.close() }
        // Read on threads of their own: blocking reads must not hold the concurrency pool.
        let outputRead = readInBackground(output == nil ? outputPipe.fileHandleForReading : nil)
        let errorRead = readInBackground(errorOutput == nil ? errorPipe.fileHandleForReading : nil)
        await whileRunning(process)
        let outputData = await outputRead.value
        let errorData = await errorRead.value
        for await _ in exited.stream {}
        return Result(
            status: process.terminationStatus, reason: process.terminationReason,
            output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData, as: UTF8.self))
    }

    /// Reads `handle` to its end on a thread of its own; empty data for `nil`.
    private static func readInBackground(_ handle: FileHandle?) -> Task<Data, Never> {
        let (stream, continuation) = AsyncStream<Data>.makeStream()
        if let handle {
            let thread = Thread {
                continuation.yield(handle.readDataToEndOfFile())
                continuation.finish()
            }
            thread.start()
        } else {
            continuation.finish()
        }
        return Task {
            var data = Data()
            for await chunk in stream { data.append(chunk) }
            return data
        }
    }
}
