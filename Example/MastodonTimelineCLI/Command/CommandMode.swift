import MastodonAPI

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
    /// Favourite, boost or bookmark a status, or undo it, through the cache's outbox: `favourite ID`,
    /// `unfavourite ID`, `boost ID`, `unboost ID`, `bookmark ID`, `unbookmark ID`.
    case action(StatusAction, String)
    /// List the actions that wait in the outbox and those the server refused: `outbox`, with
    /// `--retry ID` or `--discard ID`.
    case outbox
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
        case .action(let action, _): action.commandWord
        case .outbox: "outbox"
        case .demo: "demo"
        case .logout: "logout"
        case .help: "--help"
        case .version: "--version"
        }
    }

    /// Whether the mode writes to the server: it needs a user token.
    var writes: Bool {
        switch self {
        case .post, .delete, .action: true
        default: false
        }
    }

    /// Whether a run of the mode first sends what waits in the cache's outbox: every mode that reaches
    /// the server, but the demo's scripted story and the outbox's own listing.
    var sendsQueued: Bool {
        switch self {
        case .timeline, .status, .profile, .post, .delete, .action: true
        case .outbox, .demo, .logout, .help, .version: false
        }
    }

    /// The options the mode takes.
    var options: [String] {
        let server = ["--instance", "--timeout", "--cache", "--no-cache", "--fail-writes", "--offline"]
        let connection = ["--format"] + server
        let reading = ["--width", "--color", "--expand-cw"]
        let following = ["--refresh-every", "--follow"]
        switch self {
        case .timeline: return ["--timeline", "--pages", "--limit"] + connection + reading + following
        case .status: return connection + reading + following
        case .profile:
            return ["--pages", "--limit", "--replies", "--pinned"] + connection + reading + following
        case .post, .delete: return ["--timeline", "--limit"] + connection + reading
        case .action: return server
        case .outbox: return ["--retry", "--discard", "--instance", "--timeout", "--cache", "--offline"]
        case .demo: return ["--cache", "--no-cache"]
        case .logout: return ["--instance", "--cache", "--all"]
        case .help, .version: return []
        }
    }
}
