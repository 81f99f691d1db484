import Foundation

/// Errors raised by the library itself. Errors of the origin are never wrapped: they reach you unchanged.
///
/// Each case is raised for one reason only. Its ``description`` is also its `localizedDescription`.
public enum StoreFlowableError: Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// ``GettingFrom/cache`` was asked for, and the cacher holds nothing for the param.
    case noCachedData
    /// A fetch succeeded and was saved, but the cacher returned nothing when the saved data was read back.
    /// Subscribers see it as their state's error; ``StoreFlowable/requireData(from:)`` returns the fetched
    /// data instead.
    case cacheReturnedNothingAfterSave
    /// The cacher returned content of another type than the flowable's. The types of ``Cacher`` rule this
    /// out for its own methods; only a list cacher of the library, which hands its lists back type-erased
    /// with their revisions, could break it, and that would be a bug.
    case cacheReturnedUnexpectedType
    /// The library lost the state it keeps for the param while checking its freshness, so it could
    /// neither use the cache nor start a fetch. Never expected: it means a bug in StoreFlowable.
    case stateLostInFreshnessCheck
    /// The cache was cleared (a logout) while this fetch was in flight; its result was discarded.
    case cleared
    /// A reading position was saved through a flowable whose cacher keeps none: only the library's
    /// list cachers of `Identifiable` items keep gaps and reading positions.
    case cacherKeepsNoPlaces

    /// A one-line description of the error.
    public var description: String {
        switch self {
        case .noCachedData:
            return "No cached data for this param."
        case .cacheReturnedNothingAfterSave:
            return "The cacher returned no data right after saving a fetch."
        case .cacheReturnedUnexpectedType:
            return "The cacher returned content of an unexpected type."
        case .stateLostInFreshnessCheck:
            return "A freshness check lost this param's state (a library bug)."
        case .cleared:
            return "The cache was cleared while this fetch was in flight."
        case .cacherKeepsNoPlaces:
            return "This flowable's cacher keeps no gaps or reading positions."
        }
    }
}

extension StoreFlowableError: LocalizedError {
    /// The same text as ``description``, so that `localizedDescription` reads it too.
    public var errorDescription: String? { description }
}
