import MastodonAPI

/// An item of a list screen: a status (or a boost of one) in a timeline, a thread or a profile, or a
/// notification.
protocol ScreenItem: Identifiable, Sendable, Equatable where ID == String {
    /// The status `f N` and `b N` act on and whose counts are shown: a boost's original, a
    /// notification's status; `nil` for a notification without one (a follow).
    var actionStatus: Status? { get }
}

extension Status: ScreenItem {
    /// The status shown and acted on: the original for a boost.
    var actionStatus: Status? { displayed }
}

extension MastodonNotification: ScreenItem {
    /// The status the notification is about, if any.
    var actionStatus: Status? { status?.displayed }
}
