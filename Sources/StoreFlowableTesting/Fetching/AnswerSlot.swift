/// Where the answer of one request meets the fetch waiting for it: whichever comes first waits for the
/// other. Cancelling the fetch while it waits resumes it with `CancellationError`.
final class AnswerSlot<Value: Sendable>: Sendable {
    /// What happened to a response.
    enum Delivery: Sendable {
        /// The answer was taken.
        case accepted
        /// The request already had an answer: this one is dropped.
        case alreadyAnswered
        /// The fetch was cancelled before an answer came: this one is dropped.
        case cancelled
    }

    struct State: Sendable {
        var answer: Result<Value, any Error>?
        var cancelled = false
        /// The fetch waiting for the answer.
        var fetch: CheckedContinuation<Value, any Error>?
    }

    let state = Watched(State())

    var isAnswered: Bool { state.read { $0.answer != nil } }
    var isCancelled: Bool { state.read { $0.cancelled } }

    /// Gives the request its answer, and the waiting fetch, if any, its result.
    func respond(with result: Result<Value, any Error>) -> Delivery {
        let (delivery, fetch) = state.update { state -> (Delivery, CheckedContinuation<Value, any Error>?) in
            if state.cancelled { return (.cancelled, nil) }
            if state.answer != nil { return (.alreadyAnswered, nil) }
            state.answer = result
            defer { state.fetch = nil }
            return (.accepted, state.fetch)
        }
        fetch?.resume(with: result)
        return delivery
    }

    /// Waits for the answer; throws `CancellationError` when the task is cancelled first.
    func value() async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Value, any Error>) in
                let now = state.update { state -> Result<Value, any Error>? in
                    if let answer = state.answer { return answer }
                    if state.cancelled { return .failure(CancellationError()) }
                    state.fetch = continuation
                    return nil
                }
                if let now { continuation.resume(with: now) }
            }
        } onCancel: {
            let fetch = state.update { state -> CheckedContinuation<Value, any Error>? in
                guard state.answer == nil else { return nil }
                state.cancelled = true
                defer { state.fetch = nil }
                return state.fetch
            }
            fetch?.resume(throwing: CancellationError())
        }
    }

    /// Waits until the fetch is cancelled while it waits for its answer; `request` names the request in
    /// the time-out's message.
    func cancellation(limit: WaitLimit, request: String) async throws {
        try await state.wait(limit: limit) { state in
            "waited \(limit.text) for \(request) to be cancelled; "
                + (state.answer == nil ? "it is still held" : "it was answered")
        } until: { state in
            state.cancelled ? () : nil
        }
    }
}
