import MastodonAPI

/// Where each status of a thread sits: the statuses a status replies to and the status itself at depth
/// 0, each reply one deeper than the status it answers.
enum ThreadLayout {
    /// The deepest indent shown; deeper replies stay at this depth.
    static let maximumDepth = 6

    /// The depth of each item of `content` (ancestors, the focus, then replies in the server's
    /// depth-first order) by list item ID; all 0 when the focus is not in `content`.
    ///
    /// - Complexity: O(*n*) in the number of statuses.
    static func depths(of content: [Status], focusID: String) -> [String: Int] {
        var depths: [String: Int] = [:]
        guard let focusIndex = content.firstIndex(where: { $0.id == focusID }) else {
            for item in content { depths[item.id] = 0 }
            return depths
        }
        // Replies name the original, not a boost wrapper: depth by displayed ID.
        var byStatusID: [String: Int] = [:]
        for item in content[...focusIndex] {
            depths[item.id] = 0
            byStatusID[item.displayed.id] = 0
        }
        for item in content[(focusIndex + 1)...] {
            let parentDepth = item.displayed.inReplyToId.flatMap { byStatusID[$0] } ?? 0
            let depth = min(parentDepth + 1, maximumDepth)
            depths[item.id] = depth
            byStatusID[item.displayed.id] = depth
        }
        return depths
    }
}
