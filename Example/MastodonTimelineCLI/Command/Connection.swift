import Foundation
import MastodonAPI
import MastodonDemoInstance

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The server the command talks to: the embedded demo instance or a real one, with the client, the
/// session under it and the clock that post ages (and a rate limit's reset) are read from.
struct Connection {
    /// The environment variable holding the bearer token for a real instance.
    static let tokenVariable = "MASTODON_ACCESS_TOKEN"

    let client: MastodonClient
    let session: URLSession
    /// The current time, read each time a status is shown.
    let clock: @Sendable () -> Date
    /// The demo instance, when the command runs on one; kept alive for the whole run.
    let demo: DemoInstance?
    /// The bearer token sent with every request, if any; never printed or stored.
    let token: String?

    /// `scheme://host:port` of the server, for messages.
    var origin: String {
        let url = client.instance
        let scheme = url.scheme?.lowercased() ?? "https"
        let host = url.host.map { $0.contains(":") && !$0.hasPrefix("[") ? "[\($0)]" : $0 } ?? ""
        return "\(scheme)://\(host):\(url.port ?? (scheme == "http" ? 80 : 443))"
    }

    /// Connects to the demo instance, with its token, and by default the instance's own clock, which its
    /// posts are dated against (so ages read as minutes to days, and a fixed clock gives fixed output).
    static func demo(
        _ instance: DemoInstance, clock: (@Sendable () -> Date)?, timeout: Duration
    ) throws -> Connection {
        let session = instance.makeSession()
        let clock = clock ?? instance.clock
        let client = try MastodonClient(
            instance: instance.baseURL, accessToken: DemoInstance.accessToken, session: session,
            timeout: timeout, now: clock)
        return Connection(
            client: client, session: session, clock: clock, demo: instance, token: DemoInstance.accessToken)
    }

    /// Connects to a real instance with the token from the environment, if any.
    static func instance(
        _ url: URL, environment: [String: String], session: URLSession?, clock: (@Sendable () -> Date)?,
        timeout: Duration
    ) throws -> Connection {
        let token = token(in: environment)
        let session = session ?? URLSession(configuration: .ephemeral)
        let clock = clock ?? { Date() }
        let client = try MastodonClient(
            instance: url, accessToken: token, session: session, timeout: timeout, now: clock)
        return Connection(client: client, session: session, clock: clock, demo: nil, token: token)
    }

    /// Whether the environment holds a non-empty token.
    static func hasToken(_ environment: [String: String]) -> Bool {
        token(in: environment) != nil
    }

    /// The token in the environment, without surrounding white space; `nil` when none or empty.
    static func token(in environment: [String: String]) -> String? {
        guard let token = environment[tokenVariable]?.trimmingCharacters(in: .whitespacesAndNewlines),
            !token.isEmpty
        else { return nil }
        return token
    }
}
