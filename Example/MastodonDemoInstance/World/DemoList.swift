/// A list owned by the demo user, served by `GET /api/v1/timelines/list/:id`.
public struct DemoList: Sendable, Hashable {
    /// The list id (`"1"`, `"2"`, …, like Mastodon's small integer list ids).
    public let id: String
    /// The list's title.
    public let title: String
    /// Ids of the member accounts; all of them are followed by the demo user.
    public let memberIDs: [String]

    /// Creates a list.
    public init(id: String, title: String, memberIDs: [String]) {
        self.id = id
        self.title = title
        self.memberIDs = memberIDs
    }
}
