/// What the command line asks for.
enum CommandMode: Equatable {
    /// Show a timeline.
    case timeline
    /// Tell the normalized-store story on the demo instance.
    case demo
    /// Print the usage.
    case help
    /// Print the version.
    case version
}
