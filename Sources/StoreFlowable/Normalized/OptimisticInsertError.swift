/// Why an optimistic insertion was refused before its operation ran.
public enum OptimisticInsertError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The draft's ID, meant to be temporary, is the ID of an entity the store already holds: inserting
    /// it would overwrite that entity, and a failure would remove it.
    case temporaryIDInUse

    /// A one-line description of the error.
    public var description: String {
        switch self {
        case .temporaryIDInUse: return "The draft's temporary ID is already the ID of a stored entity."
        }
    }
}
