/// Where interactive mode reads its commands from, one line at a time.
///
/// The command-line tool reads the terminal with ``StandardInputReader``; tests pass a scripted reader.
public protocol LineReader: Sendable {
    /// Returns the next line without its line break, or `nil` at the end of the input.
    func readLine() async -> String?
}
