import Foundation

/// What `DELETE /api/v1/statuses/:id` answers: the deleted status, when the server sends it back.
///
/// Mastodon returns the whole status with its source `text`, so that an app can offer to redraft it;
/// GoToSocial, Pleroma and Akkoma may send `{}` or a status without some fields. The deletion
/// succeeded whatever the body holds: it is decoded leniently.
public struct DeletedStatus: Sendable, Hashable {
    /// The ID of the deleted status.
    public var id: String
    /// The status as it was, when the body holds one that decodes.
    public var status: Status?
    /// The source text, for a redraft, when the server sends it.
    public var text: String?

    /// Creates the answer to a deletion.
    ///
    /// - Parameters:
    ///   - id: The ID of the deleted status.
    ///   - status: The status as it was.
    ///   - text: Its source text.
    public init(id: String, status: Status? = nil, text: String? = nil) {
        self.id = id
        self.status = status
        self.text = text
    }

    private struct Source: Decodable {
        var text: String?
    }

    /// Reads what a server answered to deleting `id`: any body, an empty one included.
    init(id: String, body: Data) {
        let decoder = JSONDecoder()
        self.init(
            id: id, status: try? decoder.decode(Status.self, from: body),
            text: (try? decoder.decode(Source.self, from: body))?.text)
    }
}
