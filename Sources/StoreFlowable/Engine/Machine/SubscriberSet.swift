/// The subscribers of one param: the version of the state each saw last, those parked until the next
/// one, and the engines that run fetches decided for them.
struct SubscriberSet: Sendable {
    typealias Waiter = UnsafeContinuation<Void, Never>

    /// The version each subscriber saw last.
    private var lastSeen: [UInt64: UInt64] = [:]
    private var waiting: [UInt64: Waiter] = [:]
    /// The engines of the subscribers that fetch (not the cache-only ones), by subscriber.
    private var runners: [UInt64: any FetchRunner] = [:]

    var isEmpty: Bool { lastSeen.isEmpty }
    var count: Int { lastSeen.count }

    /// Runs the fetches decided without a caller: the engine of a subscriber that fetches; `nil` when only
    /// cache-only subscribers are left.
    var runner: (any FetchRunner)? { runners.values.first }

    mutating func add(_ id: UInt64, runner: (any FetchRunner)?) {
        lastSeen[id] = 0
        if let runner { runners[id] = runner }
    }

    /// Removes subscriber `id`; returns its waiter, to be woken, when it was parked.
    mutating func remove(_ id: UInt64) -> Waiter? {
        lastSeen.removeValue(forKey: id)
        runners.removeValue(forKey: id)
        return waiting.removeValue(forKey: id)
    }

    /// The version subscriber `id` saw last; `nil` when it is not subscribed.
    func seen(by id: UInt64) -> UInt64? {
        lastSeen[id]
    }

    mutating func markSeen(_ version: UInt64, by id: UInt64) {
        lastSeen[id] = version
    }

    mutating func park(_ id: UInt64, _ waiter: Waiter) {
        waiting[id] = waiter
    }

    /// Wakes every parked subscriber; each reads the latest state when it runs.
    mutating func wakeAll(into actions: inout FlowActions) {
        guard !waiting.isEmpty else { return }
        if waiting.count == 1, let waiter = waiting.first?.value {
            actions.append(.wakeSubscriber(waiter))
        } else {
            actions.append(.wakeSubscribers(Array(waiting.values)))
        }
        waiting.removeAll(keepingCapacity: true)
    }
}
