import Foundation

/// What every screen is shown with: the store, the streams, and how the output looks.
struct ScreenContext {
    let store: TimelineStore
    let options: CommandOptions
    let input: any LineReader
    let output: any TextSink
    let errorOutput: any TextSink
    /// Whether standard input and output are terminals: interactive mode follows the first load.
    let isTerminal: Bool
    /// Whether a progress line shows while a page loads.
    let showsProgress: Bool
    /// The current time, read whenever an item is shown.
    let clock: @Sendable () -> Date

    /// Writes `error: …` with the error's one line to standard error.
    func report(_ error: any Error) {
        errorOutput.write("error: \(ErrorMessage.line(for: error))\n")
    }
}
