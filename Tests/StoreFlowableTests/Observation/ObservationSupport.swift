import Observation
import StoreFlowable

/// Whether an observation fired: set by `withObservationTracking`'s `onChange`.
final class ChangeFlag: Sendable {
    // Guarded by its own lock: whether the observed value changed.
    private let fired = Locked(false)

    var didFire: Bool { fired.withLock { $0 } }

    func fire() {
        fired.withLock { $0 = true }
    }
}

/// Tracks what `read` reads; the returned flag fires on the first change to any of it.
@MainActor
func track(_ read: () -> Void) -> ChangeFlag {
    let flag = ChangeFlag()
    withObservationTracking(read) { flag.fire() }
    return flag
}

extension FlowableModel {
    /// Waits, without sleeping, until `condition` holds: woken by a change to what it reads.
    func waitUntil(_ condition: (FlowableModel) -> Bool) async {
        while !condition(self) {
            await withCheckedContinuation { continuation in
                withObservationTracking {
                    _ = condition(self)
                } onChange: {
                    continuation.resume()
                }
            }
        }
    }
}
