/// The state of one direction of a paginated list: whether another page can be requested,
/// is being fetched, or failed.
public enum AdditionalLoadingState: Sendable {
    /// No page is in flight. `canRequestAdditionalData` is `false` once that end of the list is reached.
    case fixed(canRequestAdditionalData: Bool)
    /// A page is being fetched.
    case loading
    /// The last page request failed with `rawError`; the list itself is kept.
    case error(rawError: any Error)

    /// Whether a page can be requested in this direction right now.
    public var canRequestAdditionalData: Bool {
        if case .fixed(let canRequest) = self { return canRequest }
        return false
    }

    /// Whether a page is being fetched.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The error of the last page request, when this state is `.error`.
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Calls the closure that matches the state and returns its result.
    public func doAction<Result>(
        onFixed: (_ canRequestAdditionalData: Bool) throws -> Result,
        onLoading: () throws -> Result,
        onError: (any Error) throws -> Result
    ) rethrows -> Result {
        switch self {
        case .fixed(let canRequest): return try onFixed(canRequest)
        case .loading: return try onLoading()
        case .error(let error): return try onError(error)
        }
    }
}
