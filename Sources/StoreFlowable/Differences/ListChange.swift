/// One change of a list, as a ``NormalizedListCacher`` records it for the subscribers that follow the
/// list's differences.
package enum ListChange<ID: Hashable & Sendable>: Sendable {
    /// Items changed in place.
    case updated(Set<ID>)
    /// Items were added at the end, or at the start, in this order.
    case inserted([ID], atEnd: Bool)
    /// Items left the list.
    case removed(Set<ID>)
    /// The list was set anew; `dropped` are the IDs it had that it no longer has.
    case replaced(dropped: [ID])

    /// How many IDs the change holds: what keeping it costs.
    var idCount: Int {
        switch self {
        case .updated(let ids), .removed(let ids): ids.count
        case .inserted(let ids, _), .replaced(let ids): ids.count
        }
    }
}
