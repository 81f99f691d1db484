import MastodonAPI

/// Parses `--timeline` values: `public`, `local`, `home`, `tag:NAME`, `list:ID`, `account:ID`.
enum TimelineArgument {
    /// The timeline `value` names, or `nil` when it names none.
    static func parse(_ value: String) -> Timeline? {
        switch value {
        case "public": return .public()
        case "local": return .local
        case "home": return .home
        default: break
        }
        guard let colon = value.firstIndex(of: ":") else { return nil }
        let kind = value[..<colon]
        let argument = String(value[value.index(after: colon)...])
        let tag = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
        switch kind {
        case "tag" where !tag.isEmpty: return .tag(tag)
        case "list" where !argument.isEmpty: return .list(argument)
        case "account" where !argument.isEmpty: return .account(argument)
        default: return nil
        }
    }

    /// Whether reading `timeline` needs a user token.
    static func needsToken(_ timeline: Timeline) -> Bool {
        switch timeline {
        case .home, .list: return true
        case .public, .tag, .account: return false
        }
    }
}
