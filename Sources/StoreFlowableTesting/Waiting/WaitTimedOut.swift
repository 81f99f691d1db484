/// A wait of the test kit ran past its ``WaitLimit``: what the test awaited did not happen.
///
/// Its description says what was awaited and what happened instead, such as "waited 30 seconds for
/// request 2 of TestFetcher<String, Int>; 1 request was made".
public struct WaitTimedOut: Error, Sendable, CustomStringConvertible {
    /// What was awaited, and what there was when the limit passed.
    public let description: String

    /// An error that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}
