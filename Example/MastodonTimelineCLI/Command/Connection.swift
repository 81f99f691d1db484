import Foundation
import MastodonAPI
import MastodonDemoInstance

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The server the command talks to: the embedded demo instance or a real one, with the client, the
/// session under it and the "now" that post ages are measured from.
struct Connection {
    /// The environment variable holding the bearer token for a real instance.
    static let tokenVariable = "MASTODON_ACCESS_TOKEN"

    let client: MastodonClient
    let session: URLSession
    let now: Date
    /// The demo instance, when the command runs on one; kept alive for the whole run.
    let demo: DemoInstance?

    /// Connects to the demo instance, with its token, and a fixed "now" one day after the demo
    /// world's base date so that output is reproducible.
    static func demo(_ instance: DemoInstance, now: Date?) throws -> Connection {
        let session = instance.makeSession()
        let client = try MastodonClient(
            instance: instance.baseURL, accessToken: DemoInstance.accessToken, session: session)
        return Connection(
            client: client, session: session, now: now ?? DemoWorld.baseDate.addingTimeInterval(86_400),
            demo: instance)
    }

    /// Connects to a real instance with the token from the environment, if any.
    static func instance(
        _ url: URL, environment: [String: String], session: URLSession?, now: Date?
    ) throws -> Connection {
        let token = environment[tokenVariable]?.trimmingCharacters(in: .whitespacesAndNewlines)
        let session = session ?? URLSession(configuration: .ephemeral)
        let client = try MastodonClient(
            instance: url, accessToken: token.flatMap { $0.isEmpty ? nil : $0 }, session: session)
        return Connection(client: client, session: session, now: now ?? Date(), demo: nil)
    }

    /// Whether the environment holds a non-empty token.
    static func hasToken(_ environment: [String: String]) -> Bool {
        !(environment[tokenVariable]?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ?? true)
    }
}
