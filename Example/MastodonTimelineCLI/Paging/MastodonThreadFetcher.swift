import Foundation
import MastodonAPI
import StoreFlowable

/// Fetches a status with its thread as one list: the statuses it replies to (root first), the status
/// itself, then its replies (`GET /api/v1/statuses/:id`, then `…/context`). The list has no other
/// pages.
///
/// A boost's thread is its original's; the list holds the boost itself where the status goes, so the
/// item asked for is the one with the ID asked for.
struct MastodonThreadFetcher: PaginationFetcher {
    typealias Param = ThreadRequest
    typealias Item = Status
    typealias Key = URL

    let client: MastodonClient
    let reportSkipped: @Sendable ([SkippedItem]) -> Void

    func fetch(param: ThreadRequest) async throws -> PaginationFetchResult<Status, URL> {
        let status: Status
        do {
            status = try await client.status(id: param.statusID)
        } catch let error as MastodonError where error.statusCode == 404 {
            throw NotFound(kind: "status", reference: param.statusID, cause: error)
        }
        let context = try await client.context(ofStatus: status.displayed.id)
        reportSkipped(context.skipped)
        return PaginationFetchResult(data: context.ancestors + [status] + context.descendants, nextKey: nil)
    }

    /// A thread has one page: never asked for, and empty.
    func fetchNext(nextKey: URL, param: ThreadRequest) async throws -> PaginationFetchResult<Status, URL> {
        PaginationFetchResult(data: [], nextKey: nil)
    }
}
