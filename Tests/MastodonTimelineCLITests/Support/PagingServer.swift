import Foundation
import LoopbackHTTP
import StoreFlowable

/// A loopback server whose public timeline pages as Mastodon's does: `max_id` keeps older posts,
/// `since_id` the newest ones newer than it, `min_id` the page just above it; every page newest
/// first, with `Link: <…max_id=OLDEST>; rel="next", <…min_id=NEWEST>; rel="prev"`, and no `Link` on
/// an empty page. Posts are numbered from 1, a new one above every other.
final class PagingServer: Sendable {
    let server: LoopbackServer
    /// The posts' IDs, newest first.
    private let ids: Locked<[Int]>

    /// A server with posts 1...`count`.
    init(posts count: Int) throws {
        server = try LoopbackServer()
        let ids = Locked(Array((1...max(1, count)).reversed()))
        self.ids = ids
        let timeline = server.url("/api/v1/timelines/public")
        server.handler = { request in
            guard request.path == "/api/v1/timelines/public" else {
                return .json(#"{"error":"Record not found"}"#, status: 404)
            }
            let query = URLComponents(string: "http://host" + request.target)?.queryItems ?? []
            func value(_ name: String) -> Int? { query.first { $0.name == name }?.value.flatMap { Int($0) } }
            let limit = min(40, value("limit") ?? 20)
            let page = Self.page(
                ids.withLock { $0 }, limit: limit, max: value("max_id"),
                min: value("min_id"), since: value("since_id"))
            let body = StatusPayload.page(page.map { StatusPayload.status(id: $0) })
            guard let newest = page.first, let oldest = page.last else { return .json(body) }
            let base = "\(timeline)?limit=\(limit)"
            let link = "<\(base)&max_id=\(oldest)>; rel=\"next\", <\(base)&min_id=\(newest)>; rel=\"prev\""
            return .json(body, headers: [("Link", link)])
        }
    }

    var baseURL: URL { server.baseURL }

    /// Every post's ID, newest first.
    var postIDs: [Int] { ids.withLock { $0 } }

    /// Adds `count` posts above every other.
    func post(_ count: Int) {
        ids.withLock { ids in
            let top = ids.first ?? 0
            ids.insert(contentsOf: ((top + 1)...(top + count)).reversed(), at: 0)
        }
    }

    func stop() { server.stop() }

    /// The page of `ids` (newest first) that a request with these cursors gets.
    static func page(_ ids: [Int], limit: Int, max: Int?, min: Int?, since: Int?) -> [Int] {
        var candidates = ids
        if let max { candidates = candidates.filter { $0 < max } }
        if let min { return Array(candidates.filter { $0 > min }.suffix(limit)) }
        if let since { candidates = candidates.filter { $0 > since } }
        return Array(candidates.prefix(limit))
    }
}
