import Foundation
import MastodonAPI
import StoreFlowable

/// One line of `--format json`: a state of a screen's list flowable, and what the screen shows around
/// it.
struct JSONStateLine<Item: Encodable & Equatable>: Encodable, Equatable {
    /// `loading`, `completed` or `error`.
    var state: String
    /// The list item ids in display order (a boost's own id for a boost).
    var ids: [String]
    /// `more`, `end`, `loading` or `error`; for a state that is not completed, the state itself.
    var next: String
    /// Like ``next``, for newer items.
    var prev: String
    /// The error of the state or of a page request, when there is one.
    var error: String?
    /// The items, as the screen describes them.
    var items: [Item]
    /// Elements of the pages fetched since the previous line that could not be read and were left out;
    /// absent when there were none.
    var skipped: [JSONSkippedItem]?
    /// On the status screen: the id of the status asked for.
    var focus: String?
    /// On the profile screen: the account whose posts these are.
    var account: JSONAccount?
    /// When the content was saved (RFC 3339), when it was read from the cache rather than fetched by
    /// this run; absent otherwise.
    var cachedAt: String?
    /// For `post` and `delete`: which open list the line is about, in `--timeline` words (`home`,
    /// `account:ID`).
    var list: String?
    /// For `post` and `delete`: the step of the write (`loaded`, `sending`, `posted`, `failed`,
    /// `deleting`, `deleted`, `restored`).
    var step: String?
    /// For `post`: the IDs in the list that the server has not confirmed yet (the draft's).
    var pending: [String]?
    /// For `post` and `delete`: what changed in the list since the previous line about it.
    var difference: JSONListDifference?
    /// On a timeline: the ID of the post the reader left off at in an interactive run; absent when
    /// none was saved.
    var anchor: String?

    enum CodingKeys: String, CodingKey {
        case state, ids, next, prev, error, items, skipped, focus, account, list, step, pending, difference
        case anchor
        case cachedAt = "cached_at"
    }

    init<Source: ScreenItem>(_ loadingState: LoadingState<[Source]>, items encode: ([Source]) -> [Item]) {
        let content = loadingState.content ?? []
        ids = content.map(\.id)
        items = encode(content)
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
