import Foundation

extension MastodonClient {
    /// Sends a request and decodes its answer as `type`, which messages call `expected`
    /// (`a Mastodon status`).
    func fetch<Value: Decodable>(
        _ type: Value.Type, expected: String, _ method: String, _ url: URL, body: RequestBody? = nil
    ) async throws -> Value {
        let (data, _) = try await send(method, url, body: body)
        return try decode(
            type, from: data, expected: expected, request: MastodonRequest(method: method, url: url))
    }

    /// Decodes `data`, the answer to `request`, as `type`, which messages call `expected`; a failure says
    /// how far off the answer was (``DecodingMismatch``).
    func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, expected: String, request: MastodonRequest
    ) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            let body = BodyKind.of(data)
            let mismatch: DecodingMismatch
            if body != .json {
                mismatch = .notJSON(body)
            } else if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                mismatch = .malformed
            } else {
                mismatch = DecodingFailure.isTopLevel(error) ? .topLevel : .inside
            }
            throw MastodonError.decoding(
                DecodingFailure.describe(error), request: request, expected: expected, mismatch: mismatch)
        } catch {
            throw MastodonError.decoding(String(describing: error), request: request, expected: expected)
        }
    }

    /// Decodes a JSON array, the answer to `request`, one element at a time; fails only when the body is
    /// not an array, or when it holds elements and none of them decodes.
    func decodeList<Element: Decodable>(
        _ type: Element.Type, from data: Data, expected: String, request: MastodonRequest
    ) throws -> LossyList<Element> {
        let list = try decode(LossyList<Element>.self, from: data, expected: expected, request: request)
        if list.isWhollyUnreadable, let first = list.skipped.first {
            throw MastodonError.decoding(
                first.reason, request: request, expected: expected, mismatch: .inside)
        }
        return list
    }
}
