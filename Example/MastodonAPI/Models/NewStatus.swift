/// A status to post: `POST /api/v1/statuses`.
public struct NewStatus: Sendable, Hashable {
    /// The text, as typed (plain text; the server turns it into HTML).
    public var text: String
    /// Who may see it; `nil` for the account's default.
    public var visibility: Visibility?
    /// The status it replies to, if any.
    public var inReplyToID: String?

    /// Creates a status to post.
    ///
    /// - Parameters:
    ///   - text: The text, as typed.
    ///   - visibility: Who may see it; `nil` for the account's default.
    ///   - inReplyToID: The status it replies to.
    public init(text: String, visibility: Visibility? = nil, inReplyToID: String? = nil) {
        self.text = text
        self.visibility = visibility
        self.inReplyToID = inReplyToID
    }

    /// The form fields Mastodon reads: `status`, then `visibility` and `in_reply_to_id` when set.
    var formFields: [(name: String, value: String)] {
        var fields = [(name: "status", value: text)]
        if let visibility { fields.append((name: "visibility", value: visibility.rawValue)) }
        if let inReplyToID { fields.append((name: "in_reply_to_id", value: inReplyToID)) }
        return fields
    }
}
