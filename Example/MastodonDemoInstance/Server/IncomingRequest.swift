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
    }
}
