/// Runs an operation against a time limit.
enum Deadline {
    /// The operation did not finish in time; it was cancelled.
    struct Expired: Error {}

    /// Returns the result of `operation`, or throws ``Expired`` and cancels it when it takes longer
    /// than `limit`.
    static func run<Value: Sendable>(
        within limit: Duration, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else {
                try Task.checkCancellation()
                throw Expired()
            }
            return value
        }
    }
}
