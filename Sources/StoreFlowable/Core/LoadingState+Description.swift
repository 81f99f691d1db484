extension LoadingState: CustomStringConvertible {
    /// The state in one short line, for `print(state)` and logs: `loading(nil)`,
    /// `completed([3 items], next: more, prev: end)`, `error(No cached data for this param., content: nil)`.
    ///
    /// Content is summarised: a collection by its count, anything else by its description, on one line
    /// and cut to 40 characters. An error shows its description on one line, cut so that an error state
    /// stays within 80 characters.
    public var description: String {
        switch self {
        case .loading(let content):
            return "loading(\(StateSummary.summary(ofOptional: content)))"
        case .completed(let content, let next, let prev):
            return "completed(\(StateSummary.summary(of: content)), next: \(next), prev: \(prev))"
        case .error(let error, let content):
            let content = StateSummary.summary(ofOptional: content)
            // The error takes the room the line has left.
            let room = max(StateSummary.lineLimit - "error(, content: )".count - content.count, 20)
            return "error(\(StateSummary.summary(ofError: error, cutTo: room)), content: \(content))"
        }
    }
}

extension AdditionalLoadingState: CustomStringConvertible {
    /// The state in a word: `more` or `end` when no page is in flight (whether another page can be
    /// requested), `loading`, or `error(…)` with the error's description, on one line and cut to 60
    /// characters.
    public var description: String {
        switch self {
        case .fixed(let canRequest): return canRequest ? "more" : "end"
        case .loading: return "loading"
        case .error(let error): return "error(\(StateSummary.summary(ofError: error)))"
        }
    }
}

/// The short texts of content and errors that the descriptions of states are made of.
enum StateSummary {
    /// The most characters a summary of content takes, its `…` included.
    static let contentLimit = 40
    /// The most characters the description of a page's error takes, its `…` included.
    static let errorLimit = 60
    /// The most characters the description of an error state takes.
    static let lineLimit = 80

    /// `nil`, or the summary of `content`.
    static func summary<Content>(ofOptional content: Content?) -> String {
        guard let content else { return "nil" }
        return summary(of: content)
    }

    /// `[3 items]` for a collection (a string excepted), else the description of `content`, on one line
    /// and cut to ``contentLimit`` characters.
    static func summary<Content>(of content: Content) -> String {
        if !(content is any StringProtocol), let collection = content as? any Collection {
            let count = collection.count
            return count == 1 ? "[1 item]" : "[\(count) items]"
        }
        return oneLine(String(describing: content), cutTo: contentLimit)
    }

    /// The description of `error`, on one line and cut to `limit` characters.
    static func summary(ofError error: any Error, cutTo limit: Int = errorLimit) -> String {
        oneLine(String(describing: error), cutTo: limit)
    }

    /// `text` with its line breaks turned into spaces, cut to `limit` characters with a `…` when longer.
    static func oneLine(_ text: String, cutTo limit: Int) -> String {
        var line = text
        if line.contains(where: \.isNewline) {
            line = line.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
        if line.count > limit { line = String(line.prefix(limit - 1)) + "…" }
        return line
    }
}
