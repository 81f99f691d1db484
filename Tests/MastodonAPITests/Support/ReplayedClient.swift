import Foundation
import MastodonAPI

/// A client on a fresh unique origin whose traffic is served by a new ``ReplayScript``.
struct ReplayedClient {
    let client: MastodonClient
    let script: ReplayScript
    let origin: URL

    /// The instance URL with a path appended, as a string for scripting.
    func url(_ pathAndQuery: String) -> String {
        origin.absoluteString + pathAndQuery
    }

    /// Creates a client (with `token`) on a unique origin, or on `origin` when given, whose time is
    /// `now`.
    init(
        token: String? = "secret-token", origin: URL = ReplayScript.uniqueOrigin(), alsoServing: [URL] = [],
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.origin = origin
        script = ReplayScript(origins: [origin] + alsoServing)
        client = try MastodonClient(
            instance: origin, accessToken: token, session: script.makeSession(), now: now)
    }
}
