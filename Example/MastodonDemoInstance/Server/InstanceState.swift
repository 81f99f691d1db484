import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything mutable about a `DemoInstance`, guarded by the instance's lock.
struct InstanceState: Sendable {
    var world: DemoWorld
    /// Originals the demo user favourited.
    var favourited: Set<String> = []
    /// Originals the demo user bookmarked.
    var bookmarked: Set<String> = []
    /// The demo user's boosts: original id → wrapper id.
    var reblogs: [String: String] = [:]
    /// The text each status posted through the API was written as, for the answer to its deletion.
    var sourceTexts: [String: String] = [:]
    /// The status posted with each `Idempotency-Key`.
    var idempotentPosts: [String: String] = [:]
    /// Whether every write (a post, a deletion, an action on a status) fails with
    /// ``writeFailure``.
    var failsWrites = false
    /// Whether every request fails as a transport error (no network), before anything else is checked.
    var isOffline = false
    var requests: [RecordedRequest] = []
    var failures: [FailureRule] {
        didSet { failureHits = Array(repeating: 0, count: failures.count) }
    }
    var failureHits: [Int]
    var latency: Duration

    init(world: DemoWorld, latency: Duration, failures: [FailureRule]) {
        self.world = world
        self.latency = latency
        self.failures = failures
        failureHits = Array(repeating: 0, count: failures.count)
        for status in world.statuses where status.accountID == world.demoAccountID {
            if let originalID = status.reblogOfID {
                reblogs[originalID] = status.id
            }
        }
    }

    /// Serves one request: injected failures first, then routing. Logs every request.
    mutating func handle(_ request: URLRequest) -> DemoReply {
        let number = requests.count + 1
        guard let incoming = IncomingRequest(request) else {
            return .http(ResponseBuilder.error(400, "Bad request"))
        }
        let reply: DemoReply
        if isOffline {
            reply = .transport(.notConnectedToInternet)
        } else if let failure = nextFailure(requestNumber: number, path: incoming.path) {
            reply = failure
        } else if failsWrites, Self.isWrite(incoming) {
            reply = .http(Self.writeFailure)
        } else {
            var response = route(incoming)
            ResponseBuilder.addRateLimitHeaders(to: &response, requestNumber: number)
            reply = .http(response)
        }
        requests.append(
            RecordedRequest(
                method: incoming.method, url: incoming.url, hadAuthorization: incoming.hadAuthorization,
                statusCode: reply.loggedStatus, idempotencyKey: incoming.idempotencyKey
            )
        )
        return reply
    }

    func renderer(authenticated: Bool) -> EntityRenderer {
        let viewer = Viewer(
            accountID: world.demoAccountID, favourited: favourited, bookmarked: bookmarked,
            reblogged: Set(reblogs.keys)
        )
        return EntityRenderer(world: world, viewer: authenticated ? viewer : nil)
    }

    private mutating func nextFailure(requestNumber: Int, path: String) -> DemoReply? {
        for (index, rule) in failures.enumerated()
        where rule.trigger.matches(requestNumber: requestNumber, path: path) {
            if let maxHits = rule.maxHits, failureHits[index] >= maxHits {
                continue
            }
            failureHits[index] += 1
            if let code = rule.transportError {
                return .transport(code)
            }
            return .http(
                DemoHTTPResponse(statusCode: rule.statusCode, headers: rule.headers, body: rule.body))
        }
        return nil
    }
}
