import StoreFlowable

/// A state a test expects a ``StateRecorder`` to record, written the way the state reads.
///
/// ```swift
/// await states.expect(.loading(nil), .completed(user))
/// await states.expect(.completed(["a", "b"], next: .more))
/// await states.expect(.error(URLError(.timedOut), user))
/// ```
///
/// States compare as `LoadingState`'s `==` does: errors match when they are of the same type with the same
/// description. For content that is not `Equatable`, or to match loosely, describe the state and test it
/// yourself with ``init(_:matching:)``.
public struct ExpectedState<Content: Sendable>: Sendable, CustomStringConvertible {
    /// The state as failure messages show it: `completed(3)`.
    public let description: String
    private let test: @Sendable (LoadingState<Content>) -> Bool

    /// A state that `test` accepts, shown as `description` in failure messages.
    ///
    /// The recorder runs `test` while it holds its lock: `test` must not use the recorder.
    public init(_ description: String, matching test: @escaping @Sendable (LoadingState<Content>) -> Bool) {
        self.description = description
        self.test = test
    }

    /// Whether `state` is the state expected.
    public func matches(_ state: LoadingState<Content>) -> Bool {
        test(state)
    }
}

extension ExpectedState where Content: Equatable {
    /// Exactly `state`.
    public init(_ state: LoadingState<Content>) {
        self.init(StateText.describe(state)) { $0 == state }
    }

    /// `.loading(content:)`: a fetch in flight, showing `content` (`nil` when nothing is cached).
    public static func loading(_ content: Content? = nil) -> ExpectedState {
        ExpectedState(.loading(content: content))
    }

    /// `.completed(content:next:prev:)`: `content` loaded, with the state of each direction of a list
    /// (`.end` for content without pages).
    public static func completed(
        _ content: Content,
        next: AdditionalLoadingState = .end,
        prev: AdditionalLoadingState = .end
    ) -> ExpectedState {
        ExpectedState(.completed(content: content, next: next, prev: prev))
    }

    /// `.error(rawError:content:)`: the last fetch failed with an error like `error` (same type, same
    /// description), keeping `content`.
    public static func error(_ error: any Error, _ content: Content? = nil) -> ExpectedState {
        ExpectedState(.error(rawError: error, content: content))
    }
}
