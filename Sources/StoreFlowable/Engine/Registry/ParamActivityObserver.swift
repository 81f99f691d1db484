/// A cacher that wants to know when a param is in use — it has subscribers or work in flight — and when
/// it stops being, to release data some time after its last use. Called right after the change, outside
/// the library's locks; must return quickly and not call back into flowables.
package protocol ParamActivityObserver: AnyObject, Sendable {
    /// `param` is in use.
    func paramBecameActive(_ param: ParamKey)
    /// `param` is no longer in use.
    func paramBecameInactive(_ param: ParamKey)
}

/// Whether a param started or stopped being in use, after an event.
enum ParamActivity {
    case unchanged
    case becameActive
    case becameInactive
}
