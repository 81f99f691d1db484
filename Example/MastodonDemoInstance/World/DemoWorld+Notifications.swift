import Foundation

/// The demo user's notifications: mentions and boosts read from the statuses, and favourites and
/// follows derived from them without drawing any random number, so the rest of the world is the
/// same with or without them.
extension DemoWorld {
    /// How many favourite notifications one of the demo user's posts brings at most.
    static let favouritesShownPerPost = 3
    /// How many follow notifications the demo user has.
    static let followNotificationCount = 3

    /// The notifications of the generated world, newest first, numbered oldest first.
    func generatedNotifications() -> [DemoNotification] {
        var events: [(date: Date, type: String, accountID: String, statusID: String?)] = []
        let others = accounts.filter { $0.id != demoAccountID }
        for status in statuses where status.accountID != demoAccountID {
            if status.mentionedAccountIDs.contains(demoAccountID), isVisible(status, authenticated: true) {
                events.append((status.createdAt, "mention", status.accountID, status.id))
            }
            if let originalID = status.reblogOfID, self.status(id: originalID)?.accountID == demoAccountID {
                events.append((status.createdAt, "reblog", status.accountID, originalID))
            }
        }
        let latest = now.addingTimeInterval(-60)
        for status in statuses where status.accountID == demoAccountID && !status.isReblog {
            let count = min(status.favouritesCount, Self.favouritesShownPerPost)
            let seed = status.id.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
            for index in 0..<count where !others.isEmpty {
                let fan = others[(seed + index * 7) % others.count]
                let date = min(status.createdAt.addingTimeInterval(Double(index + 1) * 240), latest)
                events.append((date, "favourite", fan.id, status.id))
            }
        }
        for index in 0..<min(Self.followNotificationCount, others.count) where !statuses.isEmpty {
            let follower = others[others.count - 1 - index]
            let date = statuses[statuses.count * (index + 1) / (Self.followNotificationCount + 1)].createdAt
            events.append((date.addingTimeInterval(30), "follow", follower.id, nil))
        }
        events.sort { ($0.date, $0.type, $0.accountID) < ($1.date, $1.type, $1.accountID) }
        return events.enumerated().reversed().map { index, event in
            DemoNotification(
                id: String(index + 1), type: event.type, createdAt: event.date, accountID: event.accountID,
                statusID: event.statusID)
        }
    }

    /// Adds a mention notification when a new status by someone else mentions the demo user.
    mutating func notifyMentions(in status: DemoStatus) {
        guard status.accountID != demoAccountID, status.mentionedAccountIDs.contains(demoAccountID) else {
            return
        }
        let notification = DemoNotification(
            id: String(notifications.count + 1), type: "mention", createdAt: status.createdAt,
            accountID: status.accountID, statusID: status.id)
        notifications.insert(notification, at: 0)
    }
}
