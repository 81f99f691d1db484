import Foundation
import StoreFlowable

// ManagingTheCacheLifecycle.md's blocks, as written and in order, in functions whose parameters are the
// names the article leaves to the reader: `users` is keyed by a param with a team; `Status`, the timelines
// and their fetcher are NormalizedStore.md's.

/// A user's param: who, and in which team.
struct UserParam: Hashable, Sendable {
    var id: String
    var team: String
}

/// "Marking data stale". The tests do not run it: `CacheLifecycle.invalidateAll()` marks every cacher of the
/// process stale, those of the tests running beside it included.
func markStale(users: InMemoryCacher<UserParam, String>, userID: UserParam, store: EntityStore, id: String) {
    users.invalidate(param: userID)  // one param
    users.invalidate { $0.team == "ios" }  // every param a predicate accepts
    users.invalidateAll()  // the whole cacher
    CacheLifecycle.invalidateAll()  // every cacher of the app
    store.invalidate(Status.self, ids: [id])  // every list and entity cacher showing that status
}

/// "Retrying": a timeline whose failed fetches are tried again, a line printed before each retry.
func retryingTimeline(
    cacher: NormalizedListCacher<TimelineRequest, Status, URL>, fetcher: TimelineFetcher
) -> AnyPaginationStoreFlowable<Status, URL> {
    let retry = RetryPolicy(
        maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(30),
        onRetry: { attempt in print("retrying in \(attempt.delay)") })
    let timeline = AnyPaginationStoreFlowable.from(
        cacher: cacher, fetcher: fetcher, param: .home, retry: retry)
    return timeline
}

/// "Refetching on signals": a trigger attached to `timelines`, cancelled at once; returns it.
func refetchEveryMinute(timelines: NormalizedListCacher<TimelineRequest, Status, URL>) -> RefetchTrigger {
    let trigger = timelines.refetch(on: IntervalSignals(every: .seconds(60)))
    // …
    trigger.cancel()
    return trigger
}
