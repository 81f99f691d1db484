/// A colour or weight the human format gives a piece of a line when colours are on, as an SGR
/// sequence (`ESC [ … m`) the renderer writes around text it has already cleaned.
enum Tint: Equatable, Sendable {
    /// Display names: bold.
    case name
    /// Account addresses (`@user@domain`): cyan.
    case handle
    /// What is said about a status rather than by it (counts, IDs, reply context): dim.
    case dim
    /// A content warning: yellow.
    case warning
    /// A mark that the status changed after it was posted (`edited`): magenta.
    case mark
    /// A boost (`🔁 Name boosted`): green.
    case boost

    /// The SGR parameter of the tint.
    var parameter: String {
        switch self {
        case .name: "1"
        case .handle: "36"
        case .dim: "2"
        case .warning: "33"
        case .mark: "35"
        case .boost: "32"
        }
    }

    /// The sequence that starts the tint.
    var start: String { "\u{1B}[\(parameter)m" }

    /// The sequence that ends every tint.
    static let reset = "\u{1B}[0m"
}
