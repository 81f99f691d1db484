import StoreFlowable

/// A line of `--format json` after a state line, one for each place in the list where posts are
/// missing: `{"after":ID,"before":ID,"index":N,"state":"idle","type":"gap"}`.
struct JSONGapRecord: Encodable, Equatable {
    /// Always `gap`: what the line describes.
    var type = "gap"
    /// The index, in the state line's `ids`, of the first item below the gap.
    var index: Int
    /// `idle` (`g` loads it in interactive mode), `loading` or `error`.
    var state: String
    /// The ID of the item just above the gap.
    var after: String?
    /// The ID of the item just below the gap.
    var before: String?
    /// Why its last page failed, in the `error` state.
    var error: String?

    /// The record of `gap` among `ids`, the state line's.
    init(_ gap: ListGap, ids: [String]) {
        index = gap.index
        after = ids.indices.contains(gap.index - 1) ? ids[gap.index - 1] : nil
        before = ids.indices.contains(gap.index) ? ids[gap.index] : nil
        switch gap.state {
        case .fixed: state = "idle"
        case .loading: state = "loading"
        case .error(let rawError):
            state = "error"
            error = ErrorMessage.line(for: rawError)
        }
    }
}
