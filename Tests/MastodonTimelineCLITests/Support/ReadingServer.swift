import Foundation
import LoopbackHTTP
import MastodonTimelineCLI

/// A loopback Mastodon server for the reading tests: each path answers with canned JSON, any other
/// with 404, and the command runs against it at a fixed time, in-process.
struct ReadingServer {
    /// The time every run reads: 2026-03-05T12:05:00Z, five minutes after ``ReadingPayload``'s default
    /// post time.
    static let now = Date(timeIntervalSince1970: 1_772_712_300)

    /// What one run wrote and returned.
    struct Run {
        /// The exit status.
        let status: Int32
        /// Standard output.
        let output: String
        /// Standard error.
        let errorOutput: String

        /// The lines of standard output.
        var lines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    private let server: LoopbackServer

    /// A server answering each path of `routes` (without its query) with that JSON.
    init(routes: [String: String]) throws {
        server = try LoopbackServer()
        server.handler = { request in
            guard let body = routes[request.path] else {
                return .json(#"{"error": "Record not found"}"#, status: 404)
            }
            return .json(body)
        }
    }

    /// A server whose public timeline is `statuses`.
    init(timeline statuses: [[String: Any]]) throws {
        try self.init(routes: ["/api/v1/timelines/public": StatusPayload.page(statuses)])
    }

    /// Runs `mastodon-timeline` with `arguments` (without the program name) against the server, without
    /// a cache, with `terminalWidth` as the terminal's width.
    func run(
        _ arguments: [String], environment: [String: String] = [:], isTerminal: Bool = false,
        terminalWidth: Int? = nil
    ) async -> Run {
        let output = TextBuffer()
        let errorOutput = TextBuffer()
        let status = await MastodonTimelineCommand.run(
            arguments: ["mastodon-timeline"] + arguments
                + ["--instance", server.baseURL.absoluteString, "--no-cache"],
            environment: environment, input: ScriptedLineReader([]), output: output,
            errorOutput: errorOutput, isTerminal: isTerminal, demoInstance: nil, clock: { Self.now },
            showsProgress: false, waitClock: ImmediateClock(), terminalWidth: terminalWidth)
        return Run(status: status, output: output.text, errorOutput: errorOutput.text)
    }

    /// Stops the server.
    func stop() {
        server.stop()
    }
}
