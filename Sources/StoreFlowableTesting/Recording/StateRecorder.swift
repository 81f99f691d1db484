import StoreFlowable

/// Subscribes to a sequence of loading states, records every state it receives, and checks them against
/// the states a test expects.
///
/// ```swift
/// let states = StateRecorder(flowable)  // subscribes to flowable.publish()
/// await states.expect(.loading(nil))
/// try await fetcher.nextRequest().answer(3)
/// await states.expect(.completed(3))
/// ```
///
/// Each ``expect(_:sourceLocation:)-(ExpectedState<Content>...,_)`` checks the states that follow those already checked, waiting for
/// them as long as they match. ``states`` keeps everything recorded.
///
/// The recorder reads states as they come, like a screen. A flowable gives a subscriber its latest state,
/// not a backlog: when a test makes two changes without waiting between them, the recorder may see the
/// first or not. Make one change at a time and expect its state, or expect only where things settle with
/// ``expectEventually(_:sourceLocation:)``.
///
/// The recording stops when the recorder is released or ``stop()`` is called, which ends the subscription.
public final class StateRecorder<Content: Sendable>: Sendable {
    struct Recording: Sendable {
        var states: [LoadingState<Content>] = []
        /// How many states the test has checked or taken.
        var checked = 0
        var finished = false
        /// The error the sequence ended with, if it threw.
        var failure: (any Error)?
    }

    let recording = Watched(Recording())
    let limit: WaitLimit
    private let task: Task<Void, Never>

    /// Starts recording `states`.
    ///
    /// - Parameters:
    ///   - states: Any sequence of states: a flowable's `publish()`, `publishCacheOnly()`, or a view
    ///     model's own.
    ///   - waitLimit: How long ``expect(_:sourceLocation:)-(ExpectedState<Content>...,_)`` and ``next()`` wait for a state that does not
    ///     come before they fail.
    public init<States: AsyncSequence & Sendable>(_ states: States, waitLimit: WaitLimit = .standard)
    where States.Element == LoadingState<Content> {
        self.limit = waitLimit
        task = Task { [recording] in
            do {
                for try await state in states {
                    recording.update { $0.states.append(state) }
                }
                recording.update { $0.finished = true }
            } catch {
                recording.update {
                    $0.finished = true
                    $0.failure = error
                }
            }
        }
    }

    /// Starts recording the states of `flowable`: `flowable.publish()`.
    ///
    /// - Parameters:
    ///   - flowable: The flowable to subscribe to.
    ///   - waitLimit: How long ``expect(_:sourceLocation:)-(ExpectedState<Content>...,_)`` and ``next()`` wait for a state that does not
    ///     come before they fail.
    public convenience init(_ flowable: some StoreFlowable<Content>, waitLimit: WaitLimit = .standard) {
        self.init(flowable.publish(), waitLimit: waitLimit)
    }

    deinit {
        task.cancel()
    }

    /// Every state recorded so far, oldest first, checked or not.
    public var states: [LoadingState<Content>] { recording.read { $0.states } }

    /// Whether the sequence has ended: it finished, threw, or the recording was stopped.
    public var isFinished: Bool { recording.read { $0.finished } }

    /// Stops recording: the subscription ends, and the states recorded stay.
    public func stop() {
        task.cancel()
    }

    /// Waits for the first state not yet checked or taken, and takes it.
    ///
    /// - Returns: The state; `nil` once the sequence has ended and every state has been taken.
    /// - Throws: ``WaitTimedOut`` when no state comes within the wait limit.
    public func next() async throws -> LoadingState<Content>? {
        try await recording.wait(limit: limit) { [limit] recording in
            "waited \(limit.text) for state \(recording.checked + 1); \(recording.states.count) recorded"
        } until: { recording -> LoadingState<Content>?? in
            guard recording.checked < recording.states.count else {
                return recording.finished ? .some(nil) : nil
            }
            recording.checked += 1
            return recording.states[recording.checked - 1]
        }
    }
}
