import StoreFlowable

/// A cacher as an app writes one: locked dictionaries and nothing else, so flowables on it take the
/// engine's general path (no synchronous read, no revisions, no announced changes).
final class PlainCacher: Cacher {
    // Guarded by its own lock: each param's value and when it was saved.
    private let entries = Locked<[String: (value: Int?, cachedAt: Double?)]>([:])

    func loadData(param: String) async -> Int? {
        await Task.yield()
        return entries.withLock { $0[param]?.value ?? nil }
    }

    func saveData(data: Int?, param: String) async {
        await Task.yield()
        entries.withLock { $0[param, default: (nil, nil)].value = data }
    }

    func loadDataCachedAt(param: String) async -> Double? {
        entries.withLock { $0[param]?.cachedAt ?? nil }
    }

    func saveDataCachedAt(epochSeconds: Double?, param: String) async {
        entries.withLock { $0[param, default: (nil, nil)].cachedAt = epochSeconds }
    }

    func removeAllData() async {
        entries.withLock { $0.removeAll() }
    }
}

/// Answers every fetch with a new value, after yielding once to widen races, and counts how many fetches
/// of one param ran at the same time, not counting those given up (cancelled, as a clear gives a fetch
/// up: its result is discarded, and a new fetch may start beside it).
final class RacingFetcher: Fetcher {
    private struct State {
        var next = 1_000
        /// The fetches running, by number, and whether each was given up.
        var running: [Int: (param: String, givenUp: Bool)] = [:]
        var most = 0
    }

    // Guarded by its own lock: the values handed out and the fetches running.
    private let state = Locked(State())

    var mostAtOnce: Int { state.withLock { $0.most } }

    func fetch(param: String) async throws -> Int {
        try Task.checkCancellation()
        let value = state.withLock { state in
            state.next += 1
            state.running[state.next] = (param, false)
            let atOnce = state.running.values.count { $0.param == param && !$0.givenUp }
            state.most = max(state.most, atOnce)
            return state.next
        }
        await withTaskCancellationHandler {
            await Task.yield()
        } onCancel: {
            state.withLock { $0.running[value]?.givenUp = true }
        }
        state.withLock { $0.running[value] = nil }
        return value
    }
}

/// One subscriber: every state it was handed, and a signal for each.
final class StressSubscriber<Content: Sendable>: Sendable {
    let param: String
    // Guarded by its own lock: the states handed to the subscriber, in order.
    private let seen = Locked<[LoadingState<Content>]>([])
    private let signals: AsyncStream<Void>
    private let task: Task<Void, Never>

    init(_ states: LoadingStateSequence<Content>, param: String) {
        self.param = param
        let (signals, signal) = AsyncStream.makeStream(of: Void.self)
        self.signals = signals
        let seen = self.seen
        task = Task {
            for await state in states {
                seen.withLock { $0.append(state) }
                signal.yield()
            }
            signal.finish()
        }
    }

    var states: [LoadingState<Content>] { seen.withLock { $0 } }

    /// Waits until the latest state handed to the subscriber is one `isExpected` accepts; whether it
    /// came. Called once.
    func waitForLatest(_ isExpected: (LoadingState<Content>) -> Bool) async -> Bool {
        var wakeUps = signals.makeAsyncIterator()
        while !(seen.withLock { $0.last.map(isExpected) ?? false }) {
            guard await wakeUps.next() != nil else { return false }
        }
        return true
    }

    /// Whether the subscriber was ever shown an error.
    var sawError: Bool {
        states.contains { if case .error = $0 { true } else { false } }
    }

    func stop() {
        task.cancel()
    }
}
