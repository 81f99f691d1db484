import Foundation
import StoreFlowable

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends the client's requests: the token only to the instance's origin, redirects within that
/// origin followed here (never by `URLSession`), each request bounded by a timeout.
struct RequestSender: Sendable {
    /// The redirect statuses that are followed when they stay on the origin.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]
    /// How many redirects one request may follow.
    static let maximumRedirects = 5

    let origin: Origin
    let accessToken: String?
    /// A session whose delegate is ``router``.
    let session: URLSession
    let router: TaskRouter
    let timeout: Duration
    /// The most bytes a response body may have, decompressed.
    let maximumResponseBytes: Int
    /// The client's current time, for a wait the server gives as a date without a `Date` of its own.
    let now: @Sendable () -> Date

    /// Sends a request, with `body` when given, and returns a 2xx response, mapping every failure to
    /// ``MastodonError`` that names the request (after redirects, the one that failed). A 303 redirect
    /// is followed with a `GET` and no body; 307 and 308 keep both.
    func send(_ method: String, _ url: URL, body: RequestBody? = nil) async throws -> (Data, HTTPURLResponse)
    {
        var method = method
        var url = url
        var body = body
        for _ in 0...Self.maximumRedirects {
            let (data, http) = try await exchange(method, url, body: body)
            if let target = try redirectTarget(of: http, from: url) {
                if http.statusCode == 303 || (method == "POST" && [301, 302].contains(http.statusCode)) {
                    method = "GET"
                    body = nil
                }
                url = target
                continue
            }
            guard (200..<300).contains(http.statusCode) else {
                throw HTTPFailure.error(
                    status: http.statusCode, body: data, response: http,
                    request: MastodonRequest(method: method, url: url), now: now())
            }
            return (data, http)
        }
        throw MastodonError.transport(
            "too many redirects", request: MastodonRequest(method: method, url: url))
    }

    /// Where a redirect response points, when it is one; throws when it leaves the origin.
    private func redirectTarget(of response: HTTPURLResponse, from url: URL) throws -> URL? {
        guard Self.redirectStatuses.contains(response.statusCode),
            let location = response.headerValue("Location"),
            let target = URL(string: location, relativeTo: url)?.absoluteURL
        else { return nil }
        guard Origin(target) == origin else {
            throw MastodonError.crossOriginRedirect(target)
        }
        return target
    }

    /// One request and its response, 3xx included, within the timeout.
    private func exchange(_ method: String, _ url: URL, body: RequestBody?) async throws -> (
        Data, HTTPURLResponse
    ) {
        try Task.checkCancellation()
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let body {
            request.httpBody = body.data
            request.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
            for (name, value) in body.headers {
                request.setValue(value, forHTTPHeaderField: name)
            }
        }
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(MastodonClient.userAgent, forHTTPHeaderField: "User-Agent")
        request.timeoutInterval = Self.seconds(timeout) + 5
        if let accessToken, Origin(url) == origin {
            request.setValue("Bearer \(accessToken)", forHTTPHeaderField: "Authorization")
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await Deadline.run(within: timeout) { [router, session, request] in
                #if canImport(Glibc)
                    if let target = Origin(url), target.isIPv6Literal, target.scheme == "http" {
                        return try await IPv6LoopbackTransport.load(request)
                    }
                #endif
                return try await router.load(request, on: session, limit: maximumResponseBytes)
            }
        } catch is Deadline.Expired {
            throw MastodonError.timedOut(method: method, url: url, after: timeout)
        } catch is DataTaskCollector.TooLarge {
            throw MastodonError.responseTooLarge(method: method, url: url, limit: maximumResponseBytes)
        } catch {
            if error is CancellationError || Task.isCancelled {
                throw CancellationError()
            }
            throw MastodonError.transport(
                TransportFailure.describe(error), request: MastodonRequest(method: method, url: url))
        }
        guard let http = response as? HTTPURLResponse else {
            throw MastodonError.transport(
                "the response is not HTTP", request: MastodonRequest(method: method, url: url))
        }
        return (data, http)
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// `scheme://host:port` of a URL, for messages.
    static func originText(_ url: URL) -> String {
        guard let origin = Origin(url) else { return url.scheme.map { $0 + ":" } ?? "?" }
        return origin.text
    }
}
