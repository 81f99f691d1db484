/// What a ``FlowRegistry`` guards with its lock: the machine of every param that is not idle, and what
/// concerns all params of the cacher at once.
struct RegistryState: Sendable {
    var machines: [ParamKey: FlowMachine] = [:]
    /// The cache is being cleared: no turn is granted until the cacher is empty.
    var clearing = false
    /// Callers that asked for a turn while the cache was being cleared.
    var waitingForClear: [UnsafeContinuation<Void, Never>] = []
    /// The clearer, waiting for turns held when the clear began to be given back.
    var clearWaiter: (waiter: UnsafeContinuation<Void, Never>, turns: [ParamKey])?
    /// What was marked stale, and when.
    var invalidations = InvalidationRules()
    /// Params written while they had no machine (`FlowRegistry.beginIdleWrite(of:)`): few at a time, so a
    /// list, searched without hashing.
    var idleWrites: [ParamKey] = []
}

extension RegistryState {
    /// A machine for `param`, which has none: one whose idle write is under way holds that write's turn,
    /// so that whoever needs the param meanwhile waits for the write.
    func makeMachine(for param: ParamKey) -> FlowMachine {
        FlowMachine(heldByWriter: !idleWrites.isEmpty && idleWrites.contains(param))
    }

    /// Keeps `machine` for `param`; an idle write of the param is from now on a turn of the machine.
    mutating func insert(_ machine: FlowMachine, for param: ParamKey) {
        machines[param] = machine
        if !idleWrites.isEmpty, let index = idleWrites.firstIndex(of: param) { idleWrites.remove(at: index) }
    }
}

/// The operations on a registry's cacher that concern every param, built where the cacher's type is
/// known.
struct RegistryStorage: Sendable {
    /// Reads the cacher's content for a param, with its revision when the cacher keeps them, for changes
    /// the cacher announces.
    let readData: @Sendable (ParamKey) async -> (data: (any Sendable)?, revision: UInt64?)
    /// Reads the same without suspending; `nil` for a cacher that never can. The closure returns `nil`
    /// when it cannot for this param now.
    let peekData: (@Sendable (ParamKey) -> (data: (any Sendable)?, revision: UInt64?)?)?
    /// Drops everything the cacher keeps.
    let removeAll: @Sendable () async throws -> Void
    /// "Now" on the cacher's clock.
    let now: @Sendable () -> Double
    /// How long the cacher's content stays valid.
    let expireSeconds: @Sendable () -> Double
}
