import Foundation
import StoreFlowable

// The names NormalizedStore.md leaves to the reader: a fake Mastodon server with fixed statuses, what
// identifies a timeline, and fetchers of timelines and statuses.

/// What identifies a timeline.
enum TimelineRequest: String, Hashable, Sendable, Codable {
    case home, local
}

/// Status 1 by Ada in both timelines; the local one also has status 2, Bea's boost of status 1. A post is
/// stored as status 100; a deletion succeeds. The page before any page is status 0, the last.
struct MastodonClient: Sendable {
    static let ada = Account(id: "ada", displayName: "Ada")

    func timeline(_ request: TimelineRequest) async throws -> [Status] {
        let one = Status(id: "1", account: Self.ada, reblog: nil)
        let boost = Status(id: "2", account: Account(id: "bea", displayName: "Bea"), reblog: one)
        return request == .home ? [one] : [one, boost]
    }

    func status(id: String) async throws -> Status {
        Status(id: id, account: Self.ada, reblog: nil)
    }

    func favourite(id: String) async throws -> Status {
        Status(id: id, account: Self.ada, reblog: nil, favourited: true, favouritesCount: 1)
    }

    func post(_ content: String) async throws -> Status {
        Status(id: "100", account: Self.ada, content: content, reblog: nil)
    }

    func delete(id: String) async throws {}

    /// The page before `page`: status 0, by Ada, and no page before it.
    func statuses(before page: URL) async throws -> [Status] {
        [Status(id: "0", account: Self.ada, reblog: nil)]
    }
}

/// A timeline's statuses, one page of them, keyed by the `URL` of the next page.
struct TimelineFetcher: PaginationFetcher {
    let client: MastodonClient

    func fetch(param: TimelineRequest) async throws -> PaginationFetchResult<Status, URL> {
        PaginationFetchResult(data: try await client.timeline(param))
    }

    func fetchNext(nextKey: URL, param: TimelineRequest) async throws -> PaginationFetchResult<Status, URL> {
        PaginationFetchResult(data: try await client.statuses(before: nextKey))
    }
}

/// One status, by ID.
struct StatusFetcher: Fetcher {
    let client: MastodonClient

    func fetch(param: String) async throws -> Status {
        try await client.status(id: param)
    }
}
