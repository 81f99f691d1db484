/// Which requests a `FailureRule` applies to.
public enum FailureTrigger: Sendable, Hashable {
    /// The n-th request the instance receives, counting from 1 (every request counts, failed ones
    /// included).
    case requestNumber(Int)
    /// Requests whose URL path equals the string, e.g. `/api/v1/timelines/home`.
    case path(String)
    /// Requests whose URL path starts with the string, e.g. `/api/v1/timelines/`.
    case pathPrefix(String)
    /// Every request.
    case everyRequest

    func matches(requestNumber number: Int, path: String) -> Bool {
        switch self {
        case .requestNumber(let wanted): number == wanted
        case .path(let wanted): path == wanted
        case .pathPrefix(let prefix): path.hasPrefix(prefix)
        case .everyRequest: true
        }
    }
}
