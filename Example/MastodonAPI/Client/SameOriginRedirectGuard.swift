import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A per-request task delegate that strips `Authorization` from redirects leaving the origin.
final class SameOriginRedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest
    ) async -> URLRequest? {
        guard let from = response.url.flatMap(Origin.init), let target = request.url.flatMap(Origin.init),
            from == target
        else {
            var stripped = request
            stripped.setValue(nil, forHTTPHeaderField: "Authorization")
            return stripped
        }
        return request
    }
}
