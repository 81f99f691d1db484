import MastodonAPI

/// How the command line names the actions on a status.
extension StatusAction {
    /// The action each command word names: `favourite`, `unfavourite`, `boost`, `unboost`,
    /// `bookmark`, `unbookmark`.
    static let commandWords: [(word: String, action: StatusAction)] = [
        ("favourite", .favourite), ("unfavourite", .unfavourite), ("boost", .reblog),
        ("unboost", .unreblog), ("bookmark", .bookmark), ("unbookmark", .unbookmark),
    ]

    /// The action the command word names, if it names one.
    init?(commandWord: String) {
        guard let action = Self.commandWords.first(where: { $0.word == commandWord })?.action else {
            return nil
        }
        self = action
    }

    /// The command word that names the action: `boost` for ``reblog``.
    var commandWord: String {
        Self.commandWords.first { $0.action == self }?.word ?? rawValue
    }

    /// What the action did, for the line that says it was sent: `favourited`, `boosted`, …
    var pastTense: String {
        switch self {
        case .favourite: "favourited"
        case .unfavourite: "unfavourited"
        case .reblog: "boosted"
        case .unreblog: "unboosted"
        case .bookmark: "bookmarked"
        case .unbookmark: "unbookmarked"
        }
    }

    /// The field the action sets, which its undoing sets back: `favourite`, `reblog` or `bookmark`.
    var field: String {
        switch self {
        case .favourite, .unfavourite: "favourite"
        case .reblog, .unreblog: "reblog"
        case .bookmark, .unbookmark: "bookmark"
        }
    }
}
