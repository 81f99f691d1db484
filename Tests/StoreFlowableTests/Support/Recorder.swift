import StoreFlowable

/// Collects values from concurrent tasks, in the order they arrive.
final class Recorder<Value: Sendable>: Sendable {
    // Guarded by its own lock: the values recorded so far.
    private let recorded = Locked<[Value]>([])

    var values: [Value] { recorded.withLock { $0 } }

    func record(_ value: Value) {
        recorded.withLock { $0.append(value) }
    }
}
