/// What the command line asks for.
enum CommandMode: Equatable {
    /// Show a timeline (`--timeline`, notifications included).
    case timeline
    /// Show a status with its thread: `status ID`.
    case status(String)
    /// Show an account with its posts: `profile ACCT_OR_ID`.
    case profile(String)
    /// Tell the normalized-store story on the demo instance.
    case demo
    /// Clear the cache of an instance: `logout`.
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
        case .demo: "demo"
        case .logout: "logout"
        case .help: "--help"
        case .version: "--version"
        }
    }

    /// The options the mode takes.
    var options: [String] {
        let connection = ["--format", "--instance", "--timeout", "--cache", "--no-cache", "--refresh-every"]
        switch self {
        case .timeline: return ["--timeline", "--pages", "--limit"] + connection
        case .status: return connection
        case .profile: return ["--pages", "--limit", "--replies", "--pinned"] + connection
        case .demo: return ["--cache", "--no-cache"]
        case .logout: return ["--instance", "--cache"]
        case .help, .version: return []
        }
    }
}
