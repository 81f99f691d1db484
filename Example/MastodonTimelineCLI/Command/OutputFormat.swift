/// How states are written: for people, or as JSON lines.
enum OutputFormat: String, Equatable {
    case human
    case json
}
