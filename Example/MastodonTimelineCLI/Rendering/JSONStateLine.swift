import Foundation
import MastodonAPI
import StoreFlowable

/// One line of `--format json`: a state of the timeline flowable.
struct JSONStateLine: Encodable, Equatable {
    /// `loading`, `completed` or `error`.
    var state: String
    /// The list item ids in display order (a boost's own id for a boost).
    var ids: [String]
    /// `more`, `end`, `loading` or `error`; for a state that is not completed, the state itself.
    var next: String
    /// Like ``next``, for newer posts.
    var prev: String
    /// The error of the state or of a page request, when there is one.
    var error: String?
    /// The items; for a boost, everything but the id describes the boosted original.
    var items: [JSONStatusItem]

    init(_ loadingState: LoadingState<[Status]>) {
        let content = loadingState.content ?? []
        ids = content.map(\.id)
        items = content.map(JSONStatusItem.init)
        switch loadingState {
        case .loading:
            state = "loading"
            next = "loading"
            prev = "loading"
        case .completed(_, let nextState, let prevState):
            state = "completed"
            next = Self.name(of: nextState)
            prev = Self.name(of: prevState)
            error = (nextState.error ?? prevState.error).map(ErrorMessage.line(for:))
        case .error(let rawError, _):
            state = "error"
            next = "error"
            prev = "error"
            error = ErrorMessage.line(for: rawError)
        }
    }

    private static func name(of state: AdditionalLoadingState) -> String {
        switch state {
        case .fixed(let canRequest): return canRequest ? "more" : "end"
        case .loading: return "loading"
        case .error: return "error"
        }
    }
}
