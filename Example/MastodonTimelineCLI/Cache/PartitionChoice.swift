import Foundation
import MastodonAPI

/// Which partition of the cache a run reads and writes: one per origin and account, so that nothing
/// fetched with one account's token is ever shown to another token.
///
/// - The embedded demo instance: its one account's partition, with no request.
/// - No token: the origin's public partition, shared by every run without a token.
/// - A token: the server is asked whose it is (`verify_credentials`) and the answer is remembered by a
///   digest of the token. A token it rejects (HTTP 401) gets no partition at all; a server that cannot be
///   reached gets the account remembered for that token, or none.
enum PartitionChoice: Equatable {
    /// The partition's database, and who it belongs to, for messages.
    case file(URL, owner: String)
    /// No partition: nothing is kept; `warning` says why, when the run asked for a cache.
    case none(warning: String?)
    /// The server rejected the token: the run must show nothing cached.
    case rejected

    /// The partition for a run on `instance` (`nil` for the demo instance) with `token`, kept under
    /// `place` (`nil` with no cache).
    static func choose(
        place: CachePlace?, instance: URL?, token: String?, client: MastodonClient
    ) async -> PartitionChoice {
        guard let place else { return .none(warning: nil) }
        guard instance != nil else { return .file(place.accountFile("demo"), owner: "the demo account") }
        guard let token else { return .file(place.publicFile, owner: "reads without a token") }
        let index = AccountIndex(file: place.accountIndexFile)
        let digest = AccountIndex.digest(of: token, origin: place.folder.lastPathComponent)
        do {
            let account = try await client.verifyCredentials()
            try? await index.remember(account.id, for: digest)
            return .file(place.accountFile(account.id), owner: "@\(account.acct)")
        } catch let error as MastodonError where error.statusCode == 401 {
            _ = try? await index.forget(digest)
            return .rejected
        } catch {
            if let remembered = await index.account(for: digest) {
                return .file(place.accountFile(remembered), owner: "account \(remembered)")
            }
            return .none(
                warning: "cannot tell which account the token belongs to (\(ErrorMessage.line(for: error))); "
                    + "continuing without the cache")
        }
    }
}
