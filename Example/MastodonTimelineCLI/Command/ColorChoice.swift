/// When the human format uses colour: `--color auto|always|never`.
enum ColorChoice: String, Equatable {
    /// On a terminal, unless `NO_COLOR` is set to anything but the empty string.
    case auto
    /// Always, even when piped.
    case always
    /// Never.
    case never

    /// Whether to colour output that goes to a terminal (`isTerminal`) in `environment`.
    func colours(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
