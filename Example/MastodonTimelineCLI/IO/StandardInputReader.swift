import Foundation

/// A ``LineReader`` over the process's standard input.
///
/// Each line is read on a thread of its own, so waiting for the user never blocks the concurrency
/// pool that runs the fetches.
public struct StandardInputReader: LineReader {
    /// Creates a reader of standard input.
    public init() {}

    /// Returns the next line typed or piped in, or `nil` at the end of the input.
    public func readLine() async -> String? {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: Swift.readLine(strippingNewline: true))
            }
            thread.start()
        }
    }
}
