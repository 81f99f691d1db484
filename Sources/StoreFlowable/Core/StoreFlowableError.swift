/// Errors raised by the library itself. Errors of the origin are never wrapped: they reach you unchanged.
public enum StoreFlowableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ``GettingFrom/cache`` was asked for, and the cacher holds nothing for the param.
    case noCachedData
    /// A fetch succeeded, but the cacher returned nothing when the saved data was read back.
    case cacheReturnedNothingAfterSave
    /// The cache was cleared (a logout) while this fetch was in flight; its result was discarded.
    case cleared

    /// A one-line description of the error.
    public var description: String {
        switch self {
        case .noCachedData: return "No cached data for this param."
        case .cacheReturnedNothingAfterSave: return "The cacher returned no data right after saving a fetch."
        case .cleared: return "The cache was cleared while this fetch was in flight."
        }
    }
}
