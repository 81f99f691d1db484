import MastodonDemoInstance
import Testing

/// Statuses of the demo world with a thread around them.
enum DemoThreads {
    /// A reply that answers a reply and has replies of its own: the middle of a thread.
    static func middle(of world: DemoWorld) throws -> DemoStatus {
        try #require(
            world.statuses.first { status in
                guard let parentID = status.inReplyToID, world.status(id: parentID)?.inReplyToID != nil,
                    status.visibility == .public
                else { return false }
                return world.statuses.contains { $0.inReplyToID == status.id && $0.visibility == .public }
            })
    }
}
