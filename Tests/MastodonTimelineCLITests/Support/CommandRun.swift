import Foundation
import MastodonDemoInstance
import MastodonTimelineCLI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One run of the command with captured output.
struct CommandRun {
    let status: Int32
    let output: String
    let errorOutput: String
    let input: ScriptedLineReader

    /// The non-empty lines of standard error.
    var errorLines: [String] { errorOutput.split(separator: "\n").map(String.init) }

    /// The JSON objects written to standard output, one per line.
    func jsonLines() throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            else {
                throw CocoaError(.coderReadCorrupt)
            }
            return object
        }
    }

    /// Runs `mastodon-timeline` with `arguments` (without the program name) on `instance`. Retries wait
    /// on `waitClock`, by default one on which every wait ends at once.
    static func run(
        _ arguments: [String],
        on instance: DemoInstance? = nil,
        environment: [String: String] = [:],
        lines: [String] = [],
        beforeLine: @escaping @Sendable (String) -> Void = { _ in },
        isTerminal: Bool = false,
        session: URLSession? = nil,
        clock: (@Sendable () -> Date)? = nil,
        showsProgress: Bool? = false,
        waitClock: any Clock<Duration> = ImmediateClock()
    ) async -> CommandRun {
        let output = TextBuffer()
        let errorOutput = TextBuffer()
        let input = ScriptedLineReader(lines, beforeLine: beforeLine)
        let status = await MastodonTimelineCommand.run(
            arguments: ["mastodon-timeline"] + arguments, environment: environment, input: input,
            output: output, errorOutput: errorOutput, isTerminal: isTerminal, demoInstance: instance,
            session: session, clock: clock, showsProgress: showsProgress, waitClock: waitClock)
        return CommandRun(status: status, output: output.text, errorOutput: errorOutput.text, input: input)
    }
}
