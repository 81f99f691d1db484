import ChildProcesses
import Foundation
import Testing

/// Runs a program to its end and keeps what it printed.
struct ChildProcess {
    /// How the program ended, and what it wrote.
    struct Result {
        let status: Int32
        let output: String
        let errorOutput: String
    }

    /// The program, found in `PATH` when `name` has no `/`.
    static func executable(_ name: String) -> URL? {
        if name.contains("/") { return URL(fileURLWithPath: name) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent(name)
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `executable` with `arguments` in `directory`, its environment this process's with
    /// `environment` on top, and returns once it has exited.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = [:]
    ) async throws -> Result {
        let process = SpawnedProcess()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errorOutput = Pipe()
        process.standardOutput = output
        process.standardError = errorOutput
        process.standardInput = FileHandle.nullDevice
        let (exited, exit) = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in exit.finish() }
        try process.run()
        let outputRead = readToEnd(output.fileHandleForReading)
        let errorRead = readToEnd(errorOutput.fileHandleForReading)
        let outputData = await outputRead.value
        let errorData = await errorRead.value
        for await _ in exited {}
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData, as: UTF8.self))
    }

    /// Reads `handle` to its end on a thread of its own: a blocking read must not hold the concurrency pool.
    private static func readToEnd(_ handle: FileHandle) -> Task<Data, Never> {
        let (stream, continuation) = AsyncStream<Data>.makeStream()
        Thread {
            continuation.yield(handle.readDataToEndOfFile())
            continuation.finish()
        }.start()
        return Task {
            var data = Data()
            for await chunk in stream { data.append(chunk) }
            return data
        }
    }
}

/// A folder removed when the value is no longer used.
final class TemporaryFolder: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // A link in the folder (a manifest's `StoreFlowable`, which is this package) is removed first, as a
        // link, so that removing the folder cannot reach what it points to.
        for item in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
            let path = url.appendingPathComponent(item).path
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }
}
