extension LoadingState: Equatable where Content: Equatable {
    /// Whether the two states are the same case with equal content, equal directions, and errors of the
    /// same type with the same description.
    public static func == (lhs: LoadingState, rhs: LoadingState) -> Bool {
        switch (lhs, rhs) {
        case (.loading(let left), .loading(let right)):
            return left == right
        case (
            .completed(let left, let leftNext, let leftPrev),
            .completed(let right, let rightNext, let rightPrev)
        ):
            return left == right && leftNext == rightNext && leftPrev == rightPrev
        case (.error(let leftError, let left), .error(let rightError, let right)):
            return left == right && ErrorComparison.matches(leftError, rightError)
        default:
            return false
        }
    }
}

/// The rule by which states compare errors, which need not be `Equatable`.
enum ErrorComparison {
    /// Whether two errors have the same dynamic type and the same description.
    static func matches(_ left: any Error, _ right: any Error) -> Bool {
        type(of: left) == type(of: right) && String(describing: left) == String(describing: right)
    }
}
