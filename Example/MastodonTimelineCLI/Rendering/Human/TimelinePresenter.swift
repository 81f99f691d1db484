import Foundation
import MastodonAPI

/// A timeline or a profile's posts: each status with its number, newest first.
struct TimelinePresenter: ItemPresenter {
    /// How the statuses are laid out for the reader.
    var reading = ReadingStyle.plain
    /// The changes waiting in the outbox, marked on the counts lines.
    var pending = PendingChanges.none

    func styledLines(for item: Status, number: Int, layout: Void, now: Date) -> [StyledText] {
        StatusBlock.lines(for: item, label: "[\(number)]", now: now, reading: reading, pending: pending)
    }
}
