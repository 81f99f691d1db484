import Foundation
import StoreFlowable

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A scripted HTTP reply.
struct ReplayReply: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    init(status: Int = 200, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    init(status: Int = 200, headers: [String: String] = [:], json: String) {
        var allHeaders = ["Content-Type": "application/json; charset=utf-8"]
        allHeaders.merge(headers) { _, new in new }
        self.init(status: status, headers: allHeaders, body: Data(json.utf8))
    }
}

/// What the replaying protocol does with one request.
enum ReplayOutcome: Sendable {
    /// Answer with a reply.
    case respond(ReplayReply)
    /// Fail the request with a URL error, as an unreachable host would.
    case fail(URLError.Code)
    /// Never answer (until the task is cancelled); announced on ``ReplayScript/hangingRequests``.
    case hang
}

/// A request the replaying protocol saw.
struct SeenRequest: Sendable {
    var method: String
    var url: URL
    var headers: [String: String]

    /// The `Authorization` header, looked up case-insensitively.
    var authorization: String? {
        headers.first { $0.key.lowercased() == "authorization" }?.value
    }
}

/// The exchanges scripted by one test, keyed by method and absolute URL, consumed in order.
final class ReplayScript: Sendable {
    private struct State {
        var queues: [String: [ReplayOutcome]] = [:]
        var seen: [SeenRequest] = []
    }

    private static let registry = Locked<[String: ReplayScript]>([:])

    private let state = Locked(State())
    private let hangingContinuation: AsyncStream<URL>.Continuation

    /// Announces each request answered with ``ReplayOutcome/hang`` once it has started.
    let hangingRequests: AsyncStream<URL>

    /// Origins (`scheme://host:port`) this script answers for.
    let origins: [URL]

    /// Creates a script answering for the given origins (use ``uniqueOrigin(scheme:)`` in tests that
    /// may run in parallel).
    init(origins: [URL]) {
        self.origins = origins
        (hangingRequests, hangingContinuation) = AsyncStream.makeStream(of: URL.self)
        Self.registry.withLock { registry in
            for origin in origins {
                registry[Self.originKey(origin)] = self
            }
        }
    }

    /// A fresh origin no other test uses, e.g. `https://r-<uuid>.example.test`.
    static func uniqueOrigin(scheme: String = "https") -> URL {
        URL(string: "\(scheme)://r-\(UUID().uuidString.lowercased()).example.test")
            ?? URL(fileURLWithPath: "/")
    }

    /// A URLSession whose only transport is ``ReplayURLProtocol``.
    func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ReplayURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// Scripts the next answer to `method url`.
    func on(_ method: String, _ url: String, _ outcome: ReplayOutcome) {
        state.withLock { $0.queues["\(method) \(url)", default: []].append(outcome) }
    }

    /// Scripts a JSON reply to `method url`.
    func on(_ method: String, _ url: String, status: Int = 200, headers: [String: String] = [:], json: String)
    {
        on(method, url, .respond(ReplayReply(status: status, headers: headers, json: json)))
    }

    /// Every request seen so far, in order.
    var seen: [SeenRequest] {
        state.withLock { $0.seen }
    }

    /// Scripted exchanges not requested yet.
    var unusedCount: Int {
        state.withLock { $0.queues.values.reduce(0) { $0 + $1.count } }
    }

    /// Records a request and returns its scripted outcome (or a failure when unscripted).
    func take(_ request: URLRequest) -> ReplayOutcome {
        guard let url = request.url else { return .fail(.badURL) }
        let method = request.httpMethod ?? "GET"
        let outcome = state.withLock { state -> ReplayOutcome in
            state.seen.append(
                SeenRequest(method: method, url: url, headers: request.allHTTPHeaderFields ?? [:]))
            let key = "\(method) \(url.absoluteString)"
            guard var queue = state.queues[key], !queue.isEmpty else { return .fail(.resourceUnavailable) }
            let next = queue.removeFirst()
            state.queues[key] = queue
            return next
        }
        if case .hang = outcome {
            hangingContinuation.yield(url)
        }
        return outcome
    }

    static func script(for url: URL) -> ReplayScript? {
        registry.withLock { $0[originKey(url)] }
    }

    private static func originKey(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
