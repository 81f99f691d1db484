/// Changes a cacher makes to its content in place, such as an entity store patching the lists that show
/// an entity: while one is made, nothing here holds the content, so the cacher holds it alone and changes
/// it without copying it.
extension FlowMachine {
    /// Lets go of the content shown and known, keeping the rest of the snapshot (timestamp, keys); nothing
    /// is published until the change is read back.
    mutating func startInPlaceChange() {
        changingInPlace = true
        merging = true
        retired.state = current.take()
        publishPending = false
        guard var bare = snapshot else { return }
        retired.snapshot = snapshot.take()
        bare.data = nil
        snapshot = bare
    }

    /// Keeps the content read back after an in-place change and shows it; when nothing changed, the same
    /// state is shown again without being news to those who saw it.
    mutating func finishInPlaceChange(
        _ data: Content?, revision: UInt64?, changed: Bool, into actions: inout [FlowAction]
    ) {
        guard changingInPlace else { return }
        changingInPlace = false
        guard var known = snapshot else {
            merging = false
            return
        }
        known.data = data
        known.revision = revision
        store(known)
        if changed {
            publish(into: &actions)
        } else if hasSubscribers {
            publishPending = true
            // Only subscribers that joined meanwhile have not seen it; the others look and park again.
            wakeWaiting(into: &actions)
        }
    }
}
