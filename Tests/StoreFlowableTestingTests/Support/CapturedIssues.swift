import Synchronization
import Testing

/// The comments of the issues a known-issue block matched, to assert on their text.
final class CapturedIssues: Sendable {
    private let texts = Mutex<[String]>([])

    /// The comments of every issue matched so far, each joined into one text.
    var all: [String] { texts.withLock { $0 } }

    /// Matches every issue and keeps its comments: pass it as `withKnownIssue`'s matcher.
    @Sendable func match(_ issue: Issue) -> Bool {
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        texts.withLock { $0.append(text) }
        return true
    }
}
