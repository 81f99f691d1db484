import StoreFlowable

/// One subscriber of a randomized registry run: every state it was handed, as a list (an entity
/// flowable's row is a list of one), and a way to wait, as often as needed, for the latest to be one.
final class RegistrySubscriber: Sendable {
    let param: String
    let name: String

    private struct State {
        var states: [LoadingState<[Versioned]>] = []
        var ended = false
        var waiter: (expected: LoadingState<[Versioned]>, continuation: CheckedContinuation<Bool, Never>)?
    }

    // Guarded by its own lock: the states handed to the subscriber, in order, and who waits for one.
    private let state = Locked(State())
    private let task: Task<Void, Never>

    init<Content: Sendable>(
        _ states: LoadingStateSequence<Content>,
        param: String,
        name: String,
        asList: @escaping @Sendable (Content) -> [Versioned]
    ) {
        self.param = param
        self.name = name
        let state = self.state
        task = Task {
            for await next in states {
                let list = Self.map(next, asList)
                let woken = state.withLock { state in
                    state.states.append(list)
                    guard let waiter = state.waiter, waiter.expected == list else {
                        return nil as (CheckedContinuation<Bool, Never>)?
                    }
                    state.waiter = nil
                    return waiter.continuation
                }
                woken?.resume(returning: true)
            }
            let woken = state.withLock { state in
                state.ended = true
                defer { state.waiter = nil }
                return state.waiter?.continuation
            }
            woken?.resume(returning: false)
        }
    }

    private static func map<Content>(_ state: LoadingState<Content>, _ asList: (Content) -> [Versioned])
        -> LoadingState<[Versioned]>
    {
        switch state {
        case .loading(let content): .loading(content: content.map(asList))
        case .completed(let content, let next, let prev):
            .completed(content: asList(content), next: next, prev: prev)
        case .error(let error, let content): .error(rawError: error, content: content.map(asList))
        }
    }

    var states: [LoadingState<[Versioned]>] { state.withLock { $0.states } }

    /// Waits until the latest state handed to the subscriber is `expected`; `false` if its iteration ended
    /// first.
    func waitForLatest(_ expected: LoadingState<[Versioned]>) async -> Bool {
        await withCheckedContinuation { continuation in
            let answer = state.withLock { state -> Bool? in
                if state.states.last == expected { return true }
                if state.ended { return false }
                state.waiter = (expected, continuation)
                return nil
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    /// Cancels the subscriber and returns once its iteration has ended: a subscriber never hangs.
    func stop() async {
        task.cancel()
        await task.value
    }

    /// The versions the subscriber was shown, in order: the highest version of each content shown.
    var versions: [Int] {
        states.compactMap { $0.content?.map(\.version).max() }
    }
}
