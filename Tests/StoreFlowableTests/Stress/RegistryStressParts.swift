import StoreFlowable

/// A row of a list, or the entity of an entity flowable: every write gives its rows a new, higher version.
struct Versioned: NormalizedEntity {
    var id: String
    var version: Int
}

/// The error a gated fetch fails with.
struct GateError: Error, CustomStringConvertible {
    var description: String { "refused" }
}

/// What a gated fetch fetches: the whole content, or a page in one direction.
enum GateKind: String, Sendable {
    case whole
    case next
    case prev
}

/// Every fetch of a randomized run, held until the test answers it: which fetches start, and when each
/// ends, is decided by the test's seed, not by timing. Calls are numbered from 1 in the order they are made.
final class Gate: Sendable {
    struct Call: Sendable, Equatable, CustomStringConvertible {
        let kind: GateKind
        let param: String
        let key: String?

        var description: String { "\(kind)(\(param)\(key.map { ", \($0)" } ?? ""))" }
    }

    struct Answer: Sendable {
        var rows: [Versioned]
        var nextKey: String?
        var prevKey: String?
    }

    private struct State {
        var calls: [Call] = []
        var pending: [Int: CheckedContinuation<Answer, any Error>] = [:]
        var waiters: [(id: Int, count: Int, continuation: CheckedContinuation<Bool, Never>)] = []
        var lastWaiter = 0
    }

    // Guarded by its own lock: the calls made, those not answered yet, the tests waiting for calls.
    private let state = Locked(State())

    var calls: [Call] { state.withLock { $0.calls } }

    func call(_ call: Call) async throws -> Answer {
        try await withCheckedThrowingContinuation { continuation in
            let ready = state.withLock { state in
                state.calls.append(call)
                state.pending[state.calls.count] = continuation
                let count = state.calls.count
                defer { state.waiters.removeAll { $0.count <= count } }
                return state.waiters.filter { $0.count <= count }.map(\.continuation)
            }
            for waiter in ready { waiter.resume(returning: true) }
        }
    }

    /// Waits until at least `count` calls have been made; `false` when they are not within `limit`: the
    /// engine did not start a fetch the model expects, which the run reports rather than hangs on.
    @discardableResult
    func waitForCalls(_ count: Int, within limit: Duration = .seconds(60)) async -> Bool {
        await withCheckedContinuation { continuation in
            let id = state.withLock { state -> Int? in
                if state.calls.count >= count { return nil }
                state.lastWaiter += 1
                state.waiters.append((state.lastWaiter, count, continuation))
                return state.lastWaiter
            }
            guard let id else { return continuation.resume(returning: true) }
            Task { [state] in
                try? await Task.sleep(for: limit)
                let late = state.withLock { state -> CheckedContinuation<Bool, Never>? in
                    guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                    return state.waiters.remove(at: index).continuation
                }
                late?.resume(returning: false)
            }
        }
    }

    /// Answers call number `number`; whether it was waiting.
    @discardableResult
    func respond(_ number: Int, with result: Result<Answer, any Error>) -> Bool {
        guard let continuation = state.withLock({ $0.pending.removeValue(forKey: number) }) else {
            return false
        }
        continuation.resume(with: result)
        return true
    }

    /// Fails every call still waiting: what a run that stops early leaves behind.
    func refuseAll() {
        let pending = state.withLock { state in
            defer { state.pending = [:] }
            return state.pending.values
        }
        for continuation in pending { continuation.resume(throwing: GateError()) }
    }
}

/// The lists' fetcher: every page waits for the test's answer.
final class GatedListFetcher: PaginationFetcher {
    let gate: Gate

    init(gate: Gate) {
        self.gate = gate
    }

    func fetch(param: String) async throws -> PaginationFetchResult<Versioned, String> {
        let answer = try await gate.call(Gate.Call(kind: .whole, param: param, key: nil))
        return PaginationFetchResult(data: answer.rows, nextKey: answer.nextKey, prevKey: answer.prevKey)
    }

    func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Versioned, String> {
        let answer = try await gate.call(Gate.Call(kind: .next, param: param, key: nextKey))
        return PaginationFetchResult(data: answer.rows, nextKey: answer.nextKey)
    }

    func fetchPrev(prevKey: String, param: String) async throws -> PaginationFetchResult<Versioned, String> {
        let answer = try await gate.call(Gate.Call(kind: .prev, param: param, key: prevKey))
        return PaginationFetchResult(data: answer.rows, prevKey: answer.prevKey)
    }
}

/// The entity flowable's fetcher: every fetch waits for the test's answer.
final class GatedRowFetcher: Fetcher {
    let gate: Gate

    init(gate: Gate) {
        self.gate = gate
    }

    func fetch(param: String) async throws -> Versioned {
        let answer = try await gate.call(Gate.Call(kind: .whole, param: param, key: nil))
        guard let row = answer.rows.first else { throw GateError() }
        return row
    }
}

/// A clock that moves on every read, so that a write after an invalidation is always later than it.
func tickingClock() -> EpochClock {
    let now = Locked(1_000.0)
    return EpochClock {
        now.withLock { now in
            now += 1
            return now
        }
    }
}

/// An entity cacher as an app writes one: a locked dictionary, none of the library's capabilities.
final class PlainRowCacher: Cacher {
    let clock: EpochClock
    // Guarded by its own lock: each param's row and when it was saved.
    private let entries = Locked<[String: (row: Versioned?, cachedAt: Double?)]>([:])

    init(clock: EpochClock) {
        self.clock = clock
    }

    func loadData(param: String) async -> Versioned? {
        await Task.yield()
        return entries.withLock { $0[param]?.row ?? nil }
    }

    func saveData(data: Versioned?, param: String) async {
        await Task.yield()
        entries.withLock { $0[param, default: (nil, nil)].row = data }
    }

    func loadDataCachedAt(param: String) async -> Double? { entries.withLock { $0[param]?.cachedAt ?? nil } }

    func saveDataCachedAt(epochSeconds: Double?, param: String) async {
        entries.withLock { $0[param, default: (nil, nil)].cachedAt = epochSeconds }
    }

    func removeAllData() async { entries.withLock { $0.removeAll() } }
}
