extension LoadingState where Content == any Sendable {
    /// This state with its content cast back to the flowable's type. The engine keeps content
    /// type-erased, so that its code runs without generic metadata look-ups; every content it holds came
    /// from a cacher of `Typed`, so the cast cannot fail short of a broken cacher, which shows as
    /// ``StoreFlowableError/cacheReturnedUnexpectedType``; content of another type in `.loading` and `.error`
    /// is dropped.
    func typed<Typed: Sendable>(as type: Typed.Type) -> LoadingState<Typed> {
        switch self {
        case .loading(let content):
            return .loading(content: content.flatMap { $0 as? Typed })
        case .completed(let content, let next, let prev):
            guard let typed = content as? Typed else {
                return .error(rawError: StoreFlowableError.cacheReturnedUnexpectedType, content: nil)
            }
            return .completed(content: typed, next: next, prev: prev)
        case .error(let error, let content):
            return .error(rawError: error, content: content.flatMap { $0 as? Typed })
        }
    }
}

extension LoadingState {
    /// Whether the state carries content, found without copying it.
    var hasContent: Bool {
        switch self {
        case .loading(.none), .error(_, .none): return false
        case .loading, .completed, .error: return true
        }
    }
}
