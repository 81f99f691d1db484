/// What the command line asks for.
enum CommandMode: Equatable {
    /// Show a timeline (`--timeline`, notifications included).
    case timeline
    /// Show a status with its thread: `status ID`.
    case status(String)
    /// Show an account with its posts: `profile ACCT_OR_ID`.
    case profile(String)
    /// Post a status, shown at once in the open timelines: `post TEXT`.
    case post(String)
    /// Delete a status, hidden at once from the open timelines: `delete ID`.
    case delete(String)
    /// Tell the normalized-store story on the demo instance.
    case demo
    /// Clear the cache of the token's account (or of reads without a token) on an instance, or every
    /// cache with `--all`: `logout`.
    case logout
    /// Print the usage.
    case help
    /// Print the version.
    case version

    /// The name the command line gives the mode, for messages.
    var name: String {
        switch self {
        case .timeline: "a timeline"
        case .status: "status"
        case .profile: "profile"
        case .post: "post"
        case .delete: "delete"
        case .demo: "demo"
        case .logout: "logout"
        case .help: "--help"
        case .version: "--version"
        }
    }

    /// Whether the mode writes to the server: it needs a user token.
    var writes: Bool {
        switch self {
        case .post, .delete: true
        default: false
        }
    }

    /// The options the mode takes.
    var options: [String] {
        let connection = ["--format", "--instance", "--timeout", "--cache", "--no-cache", "--fail-writes"]
        let reading = ["--width", "--color", "--expand-cw"]
        let following = ["--refresh-every", "--follow"]
        switch self {
        case .timeline: return ["--timeline", "--pages", "--limit"] + connection + reading + following
        case .status: return connection + reading + following
        case .profile:
            return ["--pages", "--limit", "--replies", "--pinned"] + connection + reading + following
        case .post, .delete: return ["--timeline", "--limit"] + connection + reading
        case .demo: return ["--cache", "--no-cache"]
        case .logout: return ["--instance", "--cache", "--all"]
        case .help, .version: return []
        }
    }
}
