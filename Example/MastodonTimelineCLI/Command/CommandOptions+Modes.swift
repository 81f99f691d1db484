import MastodonAPI

/// The modes the command line's words name.
extension CommandOptions {
    /// The mode the words that are not options name.
    static func mode(of words: [String]) throws(UsageError) -> CommandMode {
        if let word = words.first, let action = StatusAction(commandWord: word) {
            return try actionMode(action, words: words)
        }
        switch (words.first, words.count) {
        case (nil, _): return .timeline
        case ("demo", 1): return .demo
        case ("logout", 1): return .logout
        case ("status", 2) where !words[1].isEmpty: return .status(words[1])
        case ("profile", 2) where !words[1].isEmpty && words[1] != "@": return .profile(words[1])
        case ("status", 1): throw UsageError(message: "status needs the ID of a status: status ID")
        case ("profile", 1):
            throw UsageError(
                message: "profile needs an account: profile ACCT_OR_ID (user, user@domain or an ID)")
        case ("post", 2):
            guard !words[1].allSatisfy(\.isWhitespace) else {
                throw UsageError(message: "post needs some text: post TEXT")
            }
            return .post(words[1])
        case ("delete", 2) where !words[1].isEmpty: return .delete(words[1])
        case ("outbox", 1): return .outbox
        case ("post", 1): throw UsageError(message: "post needs the text of the post: post TEXT")
        case ("delete", 1): throw UsageError(message: "delete needs the ID of a status: delete ID")
        case ("post", _):
            throw UsageError(
                message: "unexpected argument '\(words[2])': quote the text of the post (post \"TEXT\")")
        case ("demo", _), ("logout", _), ("status", _), ("profile", _), ("delete", _), ("outbox", _):
            throw UsageError(message: "unexpected argument '\(words[words.count > 1 ? words.count - 1 : 0])'")
        default:
            throw unexpectedWord(words[0])
        }
    }

    /// `favourite ID` and the other actions on a status.
    private static func actionMode(_ action: StatusAction, words: [String]) throws(UsageError) -> CommandMode
    {
        let word = action.commandWord
        switch words.count {
        case 2 where !words[1].isEmpty: return .action(action, words[1])
        case 1, 2: throw UsageError(message: "\(word) needs the ID of a status: \(word) ID")
        default: throw UsageError(message: "unexpected argument '\(words[words.count - 1])'")
        }
    }
}
