/// Describes a `DecodingError` in one line with a JSON path hint, e.g.
/// `[1].account.created_at: Invalid date 'yesterday'`.
enum DecodingFailure {
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(type); \(clip(context.debugDescription))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): missing \(type) value"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): required key is missing"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return "not valid JSON (\(clip(context.debugDescription)))"
            }
            return "\(path(context.codingPath)): \(clip(context.debugDescription))"
        @unknown default:
            return clip(String(describing: error))
        }
    }

    /// Whether `error` is about the top level of the JSON: the body is not JSON, is of another type than
    /// asked for, or is an object without a required key of its own.
    static func isTopLevel(_ error: DecodingError) -> Bool {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            return context.codingPath.isEmpty
        @unknown default:
            return false
        }
    }

    /// Renders a coding path like `[3].reblog.account.created_at` (`<root>` when empty); a path deeper
    /// than eight keys keeps its first four and last three around `…(N more)`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "<root>" }
        guard codingPath.count <= 8 else {
            let hidden = codingPath.count - 7
            return path(Array(codingPath.prefix(4))) + ".…(\(hidden) more)."
                + path(Array(codingPath.suffix(3)))
        }
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func clip(_ text: String) -> String {
        let line = text.split(whereSeparator: { $0.isNewline }).joined(separator: " ")
        return line.count > 200 ? line.prefix(200) + "…" : line
    }
}
