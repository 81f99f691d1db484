import StoreFlowable

/// The line that stands where a timeline is missing posts — between the newest page a refresh brought
/// and the posts kept from before, when more arrived than a page holds — in every human format.
enum GapLine {
    /// What the line says about `gap`: that posts are missing and `g` loads them, that they are
    /// loading, or why they could not be.
    static func text(for gap: ListGap) -> String {
        switch gap.state {
        case .loading:
            return "── more posts not loaded here: loading… ──"
        case .error(let error):
            return "── more posts not loaded here: \(ErrorMessage.line(for: error)); g tries again ──"
        case .fixed:
            return "── more posts not loaded here: g to load ──"
        }
    }

    /// The line that marks where the reader left off in an earlier run, above that post.
    static let anchor = "── you left off here ──"
}
