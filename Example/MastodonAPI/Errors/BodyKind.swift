import Foundation

/// What a response body is, as far as an error message needs to say: Mastodon answers everything,
/// errors included, with JSON, so an HTML page or plain text means something else answered.
public enum BodyKind: String, Sendable, Hashable, CaseIterable {
    /// JSON, or a body that starts like JSON (`{` or `[`) but does not parse.
    case json
    /// An HTML page, e.g. a web server's or a proxy's error page.
    case html
    /// Text that is neither JSON nor HTML.
    case text
    /// No body at all, or only white space.
    case empty
    /// Bytes that are not UTF-8 text.
    case binary

    /// What the body is, in a message: `JSON`, `an HTML page`, `plain text`, `an empty body`,
    /// `a body that is not text`.
    public var phrase: String {
        switch self {
        case .json: "JSON"
        case .html: "an HTML page"
        case .text: "plain text"
        case .empty: "an empty body"
        case .binary: "a body that is not text"
        }
    }

    /// What `data` is; `contentType` (the `Content-Type` header), when given, tells HTML from text.
    static func of(_ data: Data, contentType: String? = nil) -> BodyKind {
        guard let text = String(data: data, encoding: .utf8) else { return .binary }
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.isEmpty { return .empty }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[")
            || (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8), options: .fragmentsAllowed))
                != nil
        {
            return .json
        }
        if contentType?.lowercased().contains("html") == true || trimmed.hasPrefix("<") { return .html }
        return .text
    }
}
