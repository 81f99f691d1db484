import Foundation
import MastodonDemoInstance
import MastodonTimelineCLI
import StoreFlowableTesting

/// A run of the command on a terminal that the test drives as it goes: it types the lines, moves the
/// clock that retries and `--refresh-every` wait on, and waits for output, all without sleeping.
struct DrivenRun {
    let output = TextBuffer()
    let errorOutput = TextBuffer()
    let input = TypedLineReader()
    let waitClock = TestClock()
    let task: Task<Int32, Never>

    /// Starts `mastodon-timeline` with `arguments` (without the program name) on `instance`.
    init(
        _ arguments: [String], on instance: DemoInstance, isTerminal: Bool = true,
        clock: (@Sendable () -> Date)? = nil, showsProgress: Bool = false
    ) {
        let (output, errorOutput, input, waitClock) = (output, errorOutput, input, waitClock)
        task = Task {
            await MastodonTimelineCommand.run(
                arguments: ["mastodon-timeline"] + arguments, environment: [:], input: input, output: output,
                errorOutput: errorOutput, isTerminal: isTerminal, demoInstance: instance, clock: clock,
                showsProgress: showsProgress, waitClock: waitClock)
        }
    }

    /// Waits until standard output holds `text`.
    func waitForOutput(_ text: String) async {
        await output.waitUntil { $0.contains(text) }
    }

    /// Waits until standard output holds `text` and ends with the prompt: the screen waits again.
    func waitForPrompt(after text: String) async {
        await output.waitUntil { $0.contains(text) && $0.hasSuffix("> ") }
    }

    /// Waits until `count` sleeps (retry waits and refresh intervals) have begun in all.
    func waitForSleeps(_ count: Int) async throws {
        try await waitClock.waitForSleeps(count)
    }

    /// Types `q` and waits for the exit status.
    func quit() async -> Int32 {
        input.type("q")
        return await task.value
    }
}
