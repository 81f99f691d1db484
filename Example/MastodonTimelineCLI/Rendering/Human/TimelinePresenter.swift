import Foundation
import MastodonAPI

/// A timeline or a profile's posts: each status with its number, newest first.
struct TimelinePresenter: ItemPresenter {
    func lines(for item: Status, number: Int, layout: Void, now: Date) -> [String] {
        StatusBlock.lines(for: item, label: "[\(number)]", now: now)
    }
}
