import Foundation
import LoopbackHTTP
import MastodonAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension LoopbackServer {
    /// A client of this server through the real `URLSession` stack, with `token` as the user's token.
    func client(token: String? = nil) throws -> MastodonClient {
        try MastodonClient(
            instance: baseURL, accessToken: token, session: URLSession(configuration: .ephemeral))
    }
}
