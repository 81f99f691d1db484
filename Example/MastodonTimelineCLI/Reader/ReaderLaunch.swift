/// Which screen the full-screen reader opens first for a command line.
enum ReaderLaunch {
    /// The first screen for `options`; `nil` when the command is not a reading one (`post`, `demo`…) or
    /// asks for printed output (`--format json`, `--follow`).
    static func root(for options: CommandOptions) -> PaneTarget? {
        guard options.format == .human, !options.follow else { return nil }
        switch options.mode {
        case .timeline:
            switch options.timeline {
            case .statuses(let timeline): return .timeline(timeline)
            case .notifications: return .notifications
            }
        case .status(let id): return .thread(statusID: id)
        case .profile(let reference): return .profile(reference)
        default: return nil
        }
    }
}
