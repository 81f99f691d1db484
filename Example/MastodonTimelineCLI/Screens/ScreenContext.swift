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
    /// The line of standard output that progress lines and the prompt take, shared with the retry
    /// notices; live (progress shown) when a progress line shows while a page loads.
    let line: TransientLine
    /// The current time, read whenever an item is shown.
    let clock: @Sendable () -> Date
    /// The clock `--refresh-every` ticks on.
    let waitClock: any Clock<Duration>
    /// How the human format is laid out: the width, colours and content warnings.
    var reading = ReadingStyle.plain
    /// Whether interactive mode is the full-screen reader: the terminal's modes can be set. Otherwise
    /// (`TERM=dumb`, or a caller that hands its own streams) it reads commands line by line.
    var fullScreen = false

    /// Writes `error: …` with the error's one line to standard error.
    func report(_ error: any Error) {
        errorOutput.write("error: \(ErrorMessage.line(for: error))\n")
    }
}
