extension AdditionalLoadingState: Equatable {
    /// Whether the two states are the same case: the same `canRequestAdditionalData`, or errors of the
    /// same type with the same description.
    public static func == (lhs: AdditionalLoadingState, rhs: AdditionalLoadingState) -> Bool {
        switch (lhs, rhs) {
        case (.fixed(let left), .fixed(let right)): return left == right
        case (.loading, .loading): return true
        case (.error(let left), .error(let right)): return ErrorComparison.matches(left, right)
        default: return false
        }
    }
}
