import Foundation
import StoreFlowable

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A small async client for the Mastodon REST API endpoints the timeline example needs.
///
/// The access token is only ever sent to the instance's own origin (scheme, host and port):
/// pagination links to other origins are refused before any request, redirects within the origin
/// are followed, and a redirect to another origin is refused
/// (``MastodonError/crossOriginRedirect(_:)``) without sending anything there. Each request,
/// redirects and body included, must complete within the client's timeout
/// (``MastodonError/timedOut(method:url:after:)``).
///
/// Inject a `URLSession` (e.g. `URLSessionConfiguration.ephemeral` with custom `protocolClasses`)
/// to replay recorded traffic in tests or a demo. Cancelling the calling task throws
/// `CancellationError`; every other failure is a ``MastodonError``.
public final class MastodonClient: Sendable {
    /// The instance's base URL, e.g. `https://mastodon.social`.
    public let instance: URL
    let origin: Origin
    private let sender: RequestSender

    /// The most bytes a response body may have by default: 16 MB, a hundred times a page of 40 statuses.
    public static let defaultMaximumResponseBytes = 16 << 20

    /// What every request says it comes from: `mastodon-timeline/<version> StoreFlowable/<version>`.
    public static let userAgent =
        "mastodon-timeline/\(StoreFlowableVersion.string) StoreFlowable/\(StoreFlowableVersion.string)"

    /// Creates a client for an instance.
    ///
    /// - Parameters:
    ///   - instance: The instance URL. It must be `https`, or `http` for loopback hosts only
    ///     (`localhost`, `127.x.x.x`, `::1`). Any path, query or fragment is ignored.
    ///   - accessToken: A user or app token sent as `Authorization: Bearer`; `nil` for anonymous reads.
    ///   - session: The session whose configuration requests use (protocol classes, headers, …); the
    ///     client runs its requests on a session of its own with that configuration, which refuses
    ///     redirects so that the client can decide about each. On Linux, plain-http requests to an
    ///     IPv6 literal (`http://[::1]:3000`) are sent over a socket instead, because
    ///     swift-corelibs-foundation rejects such URLs.
    ///   - timeout: How long one request may take, from sending it to the last byte of its body.
    ///   - maximumResponseBytes: The most bytes a response body may have once decompressed; a larger
    ///     one fails with ``MastodonError/responseTooLarge(method:url:limit:)`` as soon as it passes the
    ///     limit, so that a compressed bomb never fills memory.
    ///   - now: The current time, which a rate limit's reset or a `Retry-After` date is measured from
    ///     when the response has no `Date` header (``MastodonError/retryAfter``). Defaults to the system
    ///     clock.
    /// - Throws: ``MastodonError/invalidInstance(_:)`` when the URL is not acceptable (a user name or
    ///   password in it among them; it is then never repeated in a message).
    public init(
        instance: URL, accessToken: String? = nil, session: URLSession = .shared,
        timeout: Duration = .seconds(30),
        maximumResponseBytes: Int = MastodonClient.defaultMaximumResponseBytes,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(MastodonError) {
        guard instance.user == nil, instance.password == nil else {
            throw MastodonError.invalidInstance(
                "the instance URL must not hold a user name or password; give a token instead")
        }
        guard let scheme = instance.scheme?.lowercased() else {
            throw MastodonError.invalidInstance("'\(instance.absoluteString)' has no scheme; use https://")
        }
        guard scheme == "https" || scheme == "http" else {
            throw MastodonError.invalidInstance("unsupported scheme '\(scheme)'; use https://")
        }
        guard let origin = Origin(instance) else {
            throw MastodonError.invalidInstance("'\(instance.absoluteString)' has no host")
        }
        guard scheme == "https" || origin.isLoopback else {
            throw MastodonError.invalidInstance(
                "plain http is only allowed for loopback hosts, not '\(origin.host)'; use https://")
        }
        // `HTTP://` and `https://` are one scheme; URLSession only knows the lowercase one.
        var components = URLComponents(url: instance, resolvingAgainstBaseURL: false)
        components?.scheme = scheme
        self.instance = components?.url ?? instance
        self.origin = origin
        let router = TaskRouter()
        sender = RequestSender(
            origin: origin, accessToken: accessToken.flatMap { $0.isEmpty ? nil : $0 },
            session: URLSession(
                configuration: Self.uncached(session.configuration), delegate: router, delegateQueue: nil),
            router: router, timeout: timeout, maximumResponseBytes: max(1, maximumResponseBytes), now: now)
    }

    deinit {
        sender.session.finishTasksAndInvalidate()
    }

    /// Whether requests carry a token: without one, only what anyone may read can be loaded, and every
    /// write (favourite, boost, post, delete) is refused by the server.
    public var hasAccessToken: Bool {
        sender.accessToken != nil
    }

    /// A copy of `configuration` that keeps no response, cookie or credential anywhere: what an account
    /// fetched must not outlive the run in a URL cache on disk, where no sign-out reaches it.
    private static func uncached(_ configuration: URLSessionConfiguration) -> URLSessionConfiguration {
        let copy = (configuration.copy() as? URLSessionConfiguration) ?? .ephemeral
        copy.urlCache = nil
        copy.requestCachePolicy = .reloadIgnoringLocalCacheData
        copy.httpCookieStorage = nil
        copy.httpShouldSetCookies = false
        copy.httpCookieAcceptPolicy = .never
        copy.urlCredentialStorage = nil
        return copy
    }

    // MARK: Timelines

    /// Loads the newest page of a timeline.
    ///
    /// - Parameters:
    ///   - timeline: Which timeline to read.
    ///   - limit: The page size (the server defaults to 20 and caps at 40); `nil` for the default.
    /// - Returns: The statuses, newest first, with `next` (older) and `prev` (newer) page links.
    /// - Throws: ``MastodonError`` or `CancellationError`.
    public func timeline(_ timeline: Timeline, limit: Int? = nil) async throws -> TimelinePage {
        var query = timeline.queryItems
        if let limit {
            query.append(("limit", String(limit)))
        }
        return try await page(at: try endpoint(timeline.path, query: query))
    }

    /// Loads a page from a pagination link (a ``TimelinePage/next`` or ``TimelinePage/prev`` URL),
    /// exactly as given.
    ///
    /// A status that does not decode is left out and listed in ``TimelinePage/skipped``; the others
    /// still arrive. Only a page of which no status decodes fails.
    ///
    /// - Parameter url: A link from a previous page.
    /// - Returns: The statuses on that page and its own links. An empty page has no links.
    /// - Throws: ``MastodonError/crossOriginLink(_:)`` without making any request when `url` is not
    ///   on the instance's origin; otherwise ``MastodonError`` or `CancellationError`.
    public func page(at url: URL) async throws -> TimelinePage {
        let (list, links) = try await list(Status.self, at: url, expected: "a Mastodon status list")
        return TimelinePage(
            statuses: list.elements, next: links?.next, prev: links?.prev, skipped: list.skipped)
    }

    // MARK: Statuses

    /// Loads one status: `GET /api/v1/statuses/:id`.
    ///
    /// - Parameter id: The status id.
    /// - Returns: The status.
    /// - Throws: ``MastodonError`` (404 when missing or not visible) or `CancellationError`.
    public func status(id: String) async throws -> Status {
        try await fetch(
            Status.self, expected: "a Mastodon status", "GET",
            try endpoint("/api/v1/statuses/" + PathSegment.encode(id)))
    }

    /// Performs an action on a status: `POST /api/v1/statuses/:id/<action>` (needs a user token).
    ///
    /// - Parameters:
    ///   - action: What to do.
    ///   - id: The status id.
    /// - Returns: The status the server returns; for ``StatusAction/reblog`` the new wrapper status
    ///   (the original is in its `reblog`).
    /// - Throws: ``MastodonError`` or `CancellationError`.
    public func perform(_ action: StatusAction, onStatus id: String) async throws -> Status {
        let path = "/api/v1/statuses/" + PathSegment.encode(id) + "/" + action.rawValue
        return try await fetch(Status.self, expected: "a Mastodon status", "POST", try endpoint(path))
    }

    /// Favourites a status and returns it updated.
    ///
    /// - Parameter id: The status id.
    /// - Returns: The status from the server.
    /// - Throws: ``MastodonError`` or `CancellationError`.
    public func favourite(id: String) async throws -> Status {
        try await perform(.favourite, onStatus: id)
    }

    /// Removes a favourite and returns the status.
    ///
    /// - Parameter id: The status id.
    /// - Returns: The status from the server.
    /// - Throws: ``MastodonError`` or `CancellationError`.
    public func unfavourite(id: String) async throws -> Status {
        try await perform(.unfavourite, onStatus: id)
    }

    /// Boosts a status and returns the new wrapper status (the original is in its `reblog`).
    ///
    /// - Parameter id: The status id.
    /// - Returns: The wrapper status from the server.
    /// - Throws: ``MastodonError`` or `CancellationError`.
    public func reblog(id: String) async throws -> Status {
        try await perform(.reblog, onStatus: id)
    }

    /// Removes a boost and returns the original status.
    ///
    /// - Parameter id: The id of the original status.
    /// - Returns: The status from the server.
    /// - Throws: ``MastodonError`` or `CancellationError`.
    public func unreblog(id: String) async throws -> Status {
        try await perform(.unreblog, onStatus: id)
    }

    /// Bookmarks a status and returns it updated.
    ///
    /// - Parameter id: The status id.
    /// - Returns: The status from the server.
    /// - Throws: ``MastodonError`` or `CancellationError`.
    public func bookmark(id: String) async throws -> Status {
        try await perform(.bookmark, onStatus: id)
    }

    /// Removes a bookmark and returns the status.
    ///
    /// - Parameter id: The status id.
    /// - Returns: The status from the server.
    /// - Throws: ``MastodonError`` or `CancellationError`.
    public func unbookmark(id: String) async throws -> Status {
        try await perform(.unbookmark, onStatus: id)
    }

    // MARK: Plumbing

    /// Reads a JSON array from `url`, on the instance's origin only, one element at a time; `expected`
    /// names the list in messages (`a Mastodon status list`).
    func list<Element: Decodable>(_ type: Element.Type, at url: URL, expected: String) async throws -> (
        LossyList<Element>, LinkHeader?
    ) {
        guard Origin(url) == origin else {
            throw MastodonError.crossOriginLink(url)
        }
        let (data, response) = try await send("GET", url)
        let request = MastodonRequest(method: "GET", url: url)
        let list = try decodeList(type, from: data, expected: expected, request: request)
            .keepingFirst(Self.askedLimit(in: url))
        return (list, response.headerValue("Link").map { LinkHeader($0, baseURL: url) })
    }

    /// The most elements a page is shown with: the `limit` its URL asks for, within what Mastodon serves
    /// (1 to 40), or 40. A server that sends more gets the rest left out, with one record of them.
    static func askedLimit(in url: URL) -> Int {
        let asked = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .last { $0.name == "limit" }?.value.flatMap { Int($0) }
        return min(max(asked ?? 40, 1), 40)
    }

    /// Builds an instance URL from an already percent-encoded path and plain query items.
    func endpoint(_ path: String, query: [(name: String, value: String)] = []) throws -> URL {
        guard var components = URLComponents(url: instance, resolvingAgainstBaseURL: false) else {
            throw MastodonError.invalidInstance("'\(instance.absoluteString)' is not a valid URL")
        }
        components.percentEncodedPath = path
        let pairs = query.map { PathSegment.encode($0.name) + "=" + PathSegment.encode($0.value) }
        components.percentEncodedQuery = pairs.isEmpty ? nil : pairs.joined(separator: "&")
        components.fragment = nil
        guard let url = components.url else {
            throw MastodonError.invalidInstance(
                "cannot build a request URL from '\(instance.absoluteString)'")
        }
        return url
    }

    func send(_ method: String, _ url: URL, body: RequestBody? = nil) async throws -> (Data, HTTPURLResponse)
    {
        try await sender.send(method, url, body: body)
    }
}

extension HTTPURLResponse {
    /// A header value, looked up case-insensitively on every platform.
    func headerValue(_ name: String) -> String? {
        if let value = value(forHTTPHeaderField: name) {
            return value
        }
        let lowered = name.lowercased()
        for (key, value) in allHeaderFields {
            if let key = key as? String, key.lowercased() == lowered, let value = value as? String {
                return value
            }
        }
        return nil
    }
}
