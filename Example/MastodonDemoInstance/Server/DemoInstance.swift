import Foundation
import StoreFlowable

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An embedded, deterministic Mastodon server for demos and tests, reached through a `URLSession`
/// from `makeSession()` without any network.
///
/// It serves the public, tag, home and list timelines, account statuses (pinned ones too), accounts by
/// id and by address (and the demo user's through `verify_credentials`), single statuses and their
/// threads, the demo user's notifications, posting and deleting the demo user's statuses, and the
/// favourite/boost/bookmark actions with Mastodon's paging (`max_id`, `since_id`, `min_id`, `limit`,
/// `Link` headers), authentication (`Authorization: Bearer <any non-empty token>` acts as the demo
/// user), errors and rate-limit headers. State (favourites, boosts, bookmarks, new posts, renamed
/// accounts, the request log) lives behind a lock, so one instance can be shared across tasks.
///
/// Its posts are dated relative to its clock, read once when it is created: the newest is a few
/// minutes old, the oldest a few days. Inject a fixed clock for reproducible output; the IDs and text
/// depend on the seed only.
///
/// Each instance registers its own host (by default a unique `demo-<n>.storeflowable.invalid`), so
/// parallel tests never share state.
public final class DemoInstance: Sendable {
    /// The token the example uses; any non-empty bearer token is accepted.
    public static let accessToken = "demo-token"

    /// The host this instance answers for.
    public let host: String
    /// `https://<host>`, the API base URL.
    public let baseURL: URL
    /// The current time of this instance: its world is dated relative to what it read at creation, and
    /// clients showing ages may read it too.
    public let clock: @Sendable () -> Date
    private let state: Locked<InstanceState>

    /// Creates and registers an instance.
    ///
    /// - Parameters:
    ///   - seed: The seed of the generated `DemoWorld`.
    ///   - host: The host to answer for; `nil` (or a host that does not form a valid URL) picks a
    ///     unique `demo-<n>.storeflowable.invalid`. If another live instance uses the same host, the
    ///     newer one receives its requests.
    ///   - latency: Delay before each response is delivered (without blocking a thread).
    ///   - failures: Injected failures, checked in order before each request is served.
    ///   - clock: The current time; the world's dates are relative to its reading at creation. Defaults to
    ///     the system clock.
    public init(
        seed: UInt64 = 1, host: String? = nil, latency: Duration = .zero, failures: [FailureRule] = [],
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        let requested = host?.lowercased()
        let resolvedHost: String
        let resolvedURL: URL
        if let requested, !requested.isEmpty, let url = URL(string: "https://\(requested)"),
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.host == requested
        {
            resolvedHost = requested
            resolvedURL = url
        } else {
            let unique = DemoInstanceRegistry.uniqueHost()
            resolvedHost = unique
            resolvedURL = Self.url(for: unique)
        }
        self.host = resolvedHost
        baseURL = resolvedURL
        self.clock = clock
        state = Locked(
            InstanceState(
                world: DemoWorld(seed: seed, host: resolvedHost, now: clock()), latency: latency,
                failures: failures)
        )
        DemoInstanceRegistry.register(self, host: resolvedHost)
    }

    deinit {
        DemoInstanceRegistry.unregister(host: host, identifier: ObjectIdentifier(self))
    }

    /// A new ephemeral `URLSession` whose requests to this instance's host are served in process.
    public func makeSession() -> URLSession {
        URLSession(configuration: makeSessionConfiguration())
    }

    /// An ephemeral configuration with the in-process transport installed, for callers that want
    /// to adjust it or create their session with a delegate. Requests to hosts of other live demo
    /// instances are served too; any other host goes to the network as usual.
    public func makeSessionConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [DemoURLProtocol.self] + (configuration.protocolClasses ?? [])
        configuration.urlCache = nil
        return configuration
    }

    /// `baseURL` joined with a path and optional query, e.g. `url("/api/v1/timelines/public?limit=5")`.
    public func url(_ pathAndQuery: String) -> URL? {
        URL(string: baseURL.absoluteString + pathAndQuery)
    }

    /// A snapshot of the current world, including posts, boosts and counters changed so far.
    public var world: DemoWorld {
        state.withLock { $0.world }
    }

    /// Delay before each response is delivered; zero by default.
    public var latency: Duration {
        get { state.withLock { $0.latency } }
        set { state.withLock { $0.latency = newValue } }
    }

    /// Injected failures; setting them resets their hit counters.
    public var failures: [FailureRule] {
        get { state.withLock { $0.failures } }
        set { state.withLock { $0.failures = newValue } }
    }

    /// Whether every write fails: a post, a deletion, a favourite, a boost or a bookmark answers HTTP 503
    /// with Mastodon's JSON error for a temporary problem, and changes nothing. Injected failures
    /// (``failures``) are checked first. `false` by default.
    public var failsWrites: Bool {
        get { state.withLock { $0.failsWrites } }
        set { state.withLock { $0.failsWrites = newValue } }
    }

    /// Whether the instance cannot be reached: every request fails as a transport error
    /// (`URLError.notConnectedToInternet`), and is logged with status 0, as if the network were down.
    /// `false` by default.
    public var isOffline: Bool {
        get { state.withLock { $0.isOffline } }
        set { state.withLock { $0.isOffline = newValue } }
    }

    /// Every request received so far, in order.
    public var requests: [RecordedRequest] {
        state.withLock { $0.requests }
    }

    /// How many requests were received so far.
    public var requestCount: Int {
        state.withLock { $0.requests.count }
    }

    /// Empties the request log (request numbering for `FailureTrigger.requestNumber` restarts at 1).
    public func resetRequestLog() {
        state.withLock { $0.requests.removeAll() }
    }

    /// Posts a new public status at the top of every timeline it belongs to and returns it (`nil` for
    /// an unknown account). See `DemoWorld.post(_:byAccountID:)`.
    @discardableResult
    public func post(_ text: String? = nil, byAccountID accountID: String? = nil) -> DemoStatus? {
        state.withLock { $0.world.post(text, byAccountID: accountID) }
    }

    /// Renames an account, as its owner would in their profile settings: every response after this
    /// one carries the new display name. Returns whether the account exists.
    @discardableResult
    public func rename(accountID: String, to displayName: String) -> Bool {
        state.withLock { $0.world.rename(accountID: accountID, to: displayName) }
    }

    /// Serves one request and returns the reply with the latency to apply.
    func respond(to request: URLRequest) -> (DemoReply, Duration) {
        state.withLock { state in
            (state.handle(request), state.latency)
        }
    }

    private static func url(for host: String) -> URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = host
        return components.url ?? URL(fileURLWithPath: "/")
    }
}
