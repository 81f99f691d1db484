/// Runs a fetch the state machine started on its own (an invalidation, a refetch trigger, a clear).
protocol FetchRunner: AnyObject, Sendable {
    /// Starts the fetch that resolves `outcome`, in a task of its own.
    func run(_ outcome: FetchOutcome)
}
