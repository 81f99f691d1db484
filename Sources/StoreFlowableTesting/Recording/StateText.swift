import StoreFlowable

/// Short texts of states, the way failure messages show them: `loading(nil)`, `completed(3)`,
/// `completed(["a"], next: more)`, `error(TimedOut(), 3)`.
enum StateText {
    static func describe<Content>(_ state: LoadingState<Content>) -> String {
        switch state {
        case .loading(let content):
            return "loading(\(describe(content)))"
        case .completed(let content, let next, let prev):
            var text = "completed(\(content)"
            if next != .end { text += ", next: \(describe(next))" }
            if prev != .end { text += ", prev: \(describe(prev))" }
            return text + ")"
        case .error(let error, let content):
            return "error(\(error), \(describe(content)))"
        }
    }

    static func describe(_ state: AdditionalLoadingState) -> String {
        switch state {
        case .fixed(let canRequest): return canRequest ? "more" : "end"
        case .loading: return "loading"
        case .error(let error): return "error(\(error))"
        }
    }

    private static func describe<Content>(_ content: Content?) -> String {
        content.map { "\($0)" } ?? "nil"
    }
}
