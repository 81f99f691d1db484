import Foundation
import MastodonAPI
import StoreFlowable

/// Pages the user's notifications by following their `Link` headers, as
/// ``MastodonTimelineFetcher`` pages timelines.
struct MastodonNotificationsFetcher: PaginationFetcher {
    typealias Param = NotificationsRequest
    typealias Item = MastodonNotification
    typealias Key = URL

    let client: MastodonClient
    let reportSkipped: @Sendable ([SkippedItem]) -> Void

    func fetch(param: NotificationsRequest) async throws -> PaginationFetchResult<MastodonNotification, URL> {
        let page = try await client.notifications(limit: param.limit)
        reportSkipped(page.skipped)
        return PaginationFetchResult(data: page.notifications, nextKey: page.next, prevKey: page.prev)
    }

    func fetchNext(nextKey: URL, param: NotificationsRequest) async throws -> PaginationFetchResult<
        MastodonNotification, URL
    > {
        let page = try await client.notificationPage(at: nextKey)
        reportSkipped(page.skipped)
        return PaginationFetchResult(data: page.notifications, nextKey: page.next)
    }

    func fetchPrev(prevKey: URL, param: NotificationsRequest) async throws -> PaginationFetchResult<
        MastodonNotification, URL
    > {
        let page = try await client.notificationPage(at: prevKey)
        reportSkipped(page.skipped)
        return PaginationFetchResult(data: page.notifications, prevKey: page.prev)
    }
}
