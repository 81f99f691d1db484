import Foundation
import StoreFlowable
import StoreFlowableSQLite

// StoreFlowableSQLite.md's overview, as written, in a function whose parameters are the names it leaves to
// the reader. `Status`, `Account`, `TimelineRequest` and the fetcher are NormalizedStore.md's.

/// The home timeline kept in the database at `cacheURL`, rendered until the task is cancelled.
/// `render(_:)` stands for UI code.
func showStoredHome(
    cacheURL: URL, fetcher: TimelineFetcher, render: (LoadingState<[Status]>) -> Void
) async throws {
    let persisted = try await SQLiteStore.open(at: cacheURL, entities: [Status.self, Account.self])
    let timelines = try await SQLiteListCacher<TimelineRequest, Status, URL>(
        in: persisted, name: "timelines", expiry: .seconds(300))
    let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
    for await state in home.publish() { render(state) }  // the stored timeline first, refreshed once expired
}
