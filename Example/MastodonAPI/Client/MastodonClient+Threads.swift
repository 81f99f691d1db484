import Foundation

extension MastodonClient {
    private struct ContextBody: Decodable {
        var ancestors: LossyList<Status>?
        var descendants: LossyList<Status>?
    }

    /// Loads the thread around a status: `GET /api/v1/statuses/:id/context`.
    ///
    /// A status of either list that does not decode is left out and listed in
    /// ``StatusContext/skipped``; absent or `null` lists read as empty.
    ///
    /// - Parameter id: The status id.
    /// - Returns: The statuses it replies to, root first, and its replies.
    /// - Throws: ``MastodonError`` (404 when missing or not visible) or `CancellationError`.
    public func context(ofStatus id: String) async throws -> StatusContext {
        let path = "/api/v1/statuses/" + PathSegment.encode(id) + "/context"
        let (data, _) = try await send("GET", try endpoint(path))
        let body = try decode(ContextBody.self, from: data)
        let ancestors = body.ancestors
        let descendants = body.descendants
        for list in [ancestors, descendants] {
            if let list, list.isWhollyUnreadable, let first = list.skipped.first {
                throw MastodonError.decoding(first.reason)
            }
        }
        return StatusContext(
            ancestors: ancestors?.elements ?? [], descendants: descendants?.elements ?? [],
            skipped: (ancestors?.skipped ?? []) + (descendants?.skipped ?? []))
    }
}
