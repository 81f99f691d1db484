import Foundation
import MastodonAPI
import StoreFlowable

/// The one place that knows how timelines are cached: one entity store shared by every timeline, so an
/// action's result written once shows in every timeline.
final class TimelineStore: Sendable {
    /// Whether ``perform(_:onStatusID:)`` shows the action before the server answers, so that a failed
    /// action still publishes a state (the change and its rollback).
    static let showsActionsOptimistically = true

    private let client: MastodonClient
    private let entities = EntityStore()
    private let cacher: NormalizedListCacher<TimelineRequest, Status, URL>

    /// Creates an empty store whose timelines and actions go through `client`.
    init(client: MastodonClient) {
        self.client = client
        cacher = NormalizedListCacher(store: entities)
    }

    /// The flowable of `request`; every call for the same request shares one cached list.
    func timeline(_ request: TimelineRequest) -> AnyPaginationStoreFlowable<Status, URL> {
        AnyPaginationStoreFlowable.from(
            cacher: cacher, fetcher: MastodonTimelineFetcher(client: client), param: request)
    }

    /// Performs `action` on the status with `statusID` (an original, never a boost wrapper): shown at
    /// once, settled with the server's answer (for a boost, the original inside the wrapper), rolled back
    /// on failure.
    func perform(_ action: StatusAction, onStatusID statusID: String) async throws -> Status {
        let client = client
        return try await entities.optimisticUpdate(
            Status.self, id: statusID, apply: action.optimisticChange,
            operation: {
                let answer = try await client.perform(action, onStatus: statusID)
                return answer.reblog ?? answer
            })
    }
}
