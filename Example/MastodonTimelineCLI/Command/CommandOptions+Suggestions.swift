import MastodonAPI

/// The usage errors that say what was most likely meant.
extension CommandOptions {
    /// The error for an unknown option, with the closest known one when one is close; between options as
    /// close, one the mode `word` names takes (`word` is the first word that is not an option, if any).
    static func unknownOption(_ name: String, mode word: String?) -> UsageError {
        let unknown = "unknown option '\(name)'"
        if name.lowercased().contains("token") {
            return UsageError(message: "\(unknown); the token comes from \(Connection.tokenVariable)")
        }
        let mode: CommandMode =
            switch word {
            case "status": .status("")
            case "profile": .profile("")
            case "post": .post("")
            case "delete": .delete("")
            case "demo": .demo
            case "logout": .logout
            case "outbox": .outbox
            default: word.flatMap(StatusAction.init(commandWord:)).map { .action($0, "") } ?? .timeline
            }
        guard let closest = ClosestOption.suggestion(for: name, among: known, preferring: mode.options) else {
            return UsageError(message: unknown)
        }
        return UsageError(message: "\(unknown); did you mean '\(closest)'?")
    }

    /// The error for a first word that names no mode: a timeline's name suggests `--timeline`, a word
    /// close to a mode's name suggests that.
    static func unexpectedWord(_ word: String) -> UsageError {
        if TimelineArgument.parse(word) != nil {
            return UsageError(message: "unexpected argument '\(word)'; did you mean '--timeline \(word)'?")
        }
        guard let closest = ClosestOption.suggestion(for: word, among: commands) else {
            return UsageError(message: "unexpected argument '\(word)'")
        }
        return UsageError(message: "unknown command '\(word)'; did you mean '\(closest)'?")
    }
}
