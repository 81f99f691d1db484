import StoreFlowable

/// A short text of a state, for comparing states in assertions: `loading(nil)`, `completed(1)`,
/// `completed(1, next: more)`, `error(TestError(code: 1), 1)`.
func describe<Content>(_ state: LoadingState<Content>?) -> String {
    guard let state else { return "finished" }
    switch state {
    case .loading(let content):
        return "loading(\(content.map { "\($0)" } ?? "nil"))"
    case .completed(let content, let next, let prev):
        var text = "completed(\(content)"
        if !isClosed(next) { text += ", next: \(describe(next))" }
        if !isClosed(prev) { text += ", prev: \(describe(prev))" }
        return text + ")"
    case .error(let error, let content):
        return "error(\(error), \(content.map { "\($0)" } ?? "nil"))"
    }
}

func describe(_ state: AdditionalLoadingState) -> String {
    switch state {
    case .fixed(let canRequest): return canRequest ? "more" : "end"
    case .loading: return "loading"
    case .error(let error): return "error(\(error))"
    }
}

private func isClosed(_ state: AdditionalLoadingState) -> Bool {
    if case .fixed(false) = state { return true }
    return false
}
