import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The parts of a `URLRequest` the demo server looks at.
struct IncomingRequest: Sendable {
    let method: String
    let url: URL
    /// The decoded path, e.g. `/api/v1/timelines/tag/café`.
    let path: String
    /// The path as sent, reused verbatim in `Link` URLs.
    let percentEncodedPath: String
    let query: RequestQuery
    /// Whether a non-empty `Authorization` header was sent.
    let hadAuthorization: Bool
    /// Whether the header is `Bearer <non-empty token>`; any such token is accepted.
    let isAuthenticated: Bool
    /// The parameters of the body: a form (`application/x-www-form-urlencoded`) or a JSON object.
    let form: RequestQuery
    /// The `Idempotency-Key` header, when sent.
    let idempotencyKey: String?

    init?(_ request: URLRequest) {
        guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return nil }
        self.url = url
        method = (request.httpMethod ?? "GET").uppercased()
        path = components.path
        percentEncodedPath = components.percentEncodedPath
        query = RequestQuery(items: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        let authorization = (request.value(forHTTPHeaderField: "Authorization") ?? "")
            .trimmingCharacters(in: .whitespaces)
        hadAuthorization = !authorization.isEmpty
        let scheme = "bearer "
        isAuthenticated =
            authorization.lowercased().hasPrefix(scheme)
            && !authorization.dropFirst(scheme.count).trimmingCharacters(in: .whitespaces).isEmpty
        let body = request.httpBody ?? request.httpBodyStream.map(Self.read) ?? Data()
        form = RequestQuery(items: Self.parameters(of: body))
        idempotencyKey = request.value(forHTTPHeaderField: "Idempotency-Key").flatMap {
            $0.isEmpty ? nil : $0
        }
    }

    /// The bytes of a body that URL loading handed over as a stream.
    private static func read(_ stream: InputStream) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        stream.open()
        defer { stream.close() }
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }

    /// The `name=value` pairs of a form body, or the scalar members of a JSON object body, as Rails
    /// reads either.
    private static func parameters(of body: Data) -> [(name: String, value: String)] {
        guard !body.isEmpty else { return [] }
        if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
            return object.keys.sorted().compactMap { name in
                switch object[name] {
                case let text as String: (name, text)
                case let number as NSNumber: (name, number.stringValue)
                default: nil
                }
            }
        }
        return String(decoding: body, as: UTF8.self).split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decodeFormText(parts[0]), parts.count > 1 ? decodeFormText(parts[1]) : "")
        }
    }

    /// A form name or value decoded: `+` is a space, `%XX` a byte; malformed escapes are kept as sent.
    private static func decodeFormText(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
