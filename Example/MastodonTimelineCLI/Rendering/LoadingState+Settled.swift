import StoreFlowable

extension LoadingState {
    /// Whether nothing is in flight: the whole content is loaded or failed, and no page is loading.
    var isSettled: Bool {
        switch self {
        case .loading: return false
        case .error: return true
        case .completed(_, let next, let prev): return !next.isLoading && !prev.isLoading
        }
    }
}
