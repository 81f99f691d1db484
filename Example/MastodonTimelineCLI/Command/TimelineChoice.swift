import MastodonAPI

/// What `--timeline` names: a timeline of statuses, or the user's notifications.
enum TimelineChoice: Equatable {
    /// Statuses: public, local, home, a hashtag, a list, an account.
    case statuses(Timeline)
    /// `GET /api/v1/notifications`, paged by `Link` like the others.
    case notifications
}
