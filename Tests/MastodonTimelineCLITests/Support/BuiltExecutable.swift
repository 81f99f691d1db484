import Foundation
import Testing

/// Runs the built `mastodon-timeline` executable as a child process.
enum BuiltExecutable {
    /// The result of one run.
    struct Result {
        let status: Int32
        let reason: Process.TerminationReason
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
    /// `whileRunning` runs once it has started.
    static func run(
        _ arguments: [String], output: FileHandle? = nil, errorOutput: FileHandle? = nil,
        input: FileHandle? = nil,
        environment: [String: String] = [:],
        whileRunning: @escaping @Sendable (Process) async -> Void = { _ in }
    ) async throws -> Result {
        let executable = try #require(url, "mastodon-timeline was not built next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
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
        await whileRunning(process)
        let outputData = output == nil ? outputPipe.fileHandleForReading.readDataToEndOfFile() : Data()
        let errorData = errorOutput == nil ? errorPipe.fileHandleForReading.readDataToEndOfFile() : Data()
        for await _ in exited.stream {}
        return Result(
            status: process.terminationStatus, reason: process.terminationReason,
            output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData, as: UTF8.self))
    }
}
