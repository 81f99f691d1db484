import Foundation

extension MastodonClient {
    /// The most ancestors, and the most replies, a thread is shown with: Mastodon's own bound for a
    /// signed-in reader. Those farthest from the status are left out (the first ancestors, the last
    /// replies), with one record of each side's in ``StatusContext/skipped``.
    public static let threadLimit = 4_096

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
        let url = try endpoint(path)
        let request = MastodonRequest(method: "GET", url: url)
        let expected = "a Mastodon status context"
        let (data, _) = try await send("GET", url)
        let body = try decode(ContextBody.self, from: data, expected: expected, request: request)
        // The ancestors nearest the status are kept, as Mastodon keeps them; the replies nearest it too.
        let ancestors = body.ancestors?.keepingLast(Self.threadLimit)
        let descendants = body.descendants?.keepingFirst(Self.threadLimit)
        for list in [ancestors, descendants] {
            if let list, list.isWhollyUnreadable, let first = list.skipped.first {
                throw MastodonError.decoding(
                    first.reason, request: request, expected: expected, mismatch: .inside)
            }
        }
        return StatusContext(
            ancestors: ancestors?.elements ?? [], descendants: descendants?.elements ?? [],
            skipped: (ancestors?.skipped ?? []) + (descendants?.skipped ?? []))
    }
}
