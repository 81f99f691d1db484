/// Gets data from the origin, usually a server.
///
/// A fetcher only fetches: caching, deduplication of concurrent requests and state are the
/// flowable's work. Throw whatever error the origin gives; it reaches subscribers unchanged in
/// ``LoadingState/error(rawError:content:)`` and is thrown by ``StoreFlowable/requireData(from:)``.
///
/// ```swift
/// struct UserFetcher: Fetcher {
///     let api: APIClient
///     func fetch(param: UserID) async throws -> User {
///         try await api.user(id: param)
///     }
/// }
/// ```
public protocol Fetcher<Param, Value>: Sendable {
    /// What identifies the data, such as a user ID or a query.
    associatedtype Param: Hashable & Sendable
    /// The data the origin returns.
    associatedtype Value: Sendable

    /// Fetches the data for `param` from the origin.
    func fetch(param: Param) async throws -> Value
}
