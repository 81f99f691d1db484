/// Why a server refused a request, for the refusals an app answers differently: sign in again, give
/// up, say the status is gone, or show what the server found wrong.
///
/// ```swift
/// catch let error as MastodonError where error.rejection == .unprocessable {
///     show(error.description)  // HTTP 422: Validation failed: Text can't be blank
/// }
/// ```
public enum MastodonRejection: Int, Sendable, Hashable, CaseIterable {
    /// 401: the token is missing, invalid or revoked.
    case unauthorized = 401
    /// 403: the token may not do this (a missing scope, someone else's status).
    case forbidden = 403
    /// 404: no such status, or one the user cannot see.
    case notFound = 404
    /// 422: the server found the request invalid (an empty or too long post, a user-only endpoint
    /// asked without a user token); its message says why.
    case unprocessable = 422
}

extension MastodonError {
    /// The refusal this error is, for an HTTP 401, 403, 404 or 422; otherwise `nil`.
    public var rejection: MastodonRejection? {
        statusCode.flatMap(MastodonRejection.init(rawValue:))
    }
}
