import MastodonAPI

/// Parses `--timeline` values: `public`, `local`, `home`, `notifications`, `tag:NAME`, `list:ID`,
/// `account:ID`.
enum TimelineArgument {
    /// The timeline `value` names, or `nil` when it names none.
    static func parse(_ value: String) -> TimelineChoice? {
        switch value {
        case "public": return .statuses(.public())
        case "local": return .statuses(.local)
        case "home": return .statuses(.home)
        case "notifications": return .notifications
        default: break
        }
        guard let colon = value.firstIndex(of: ":") else { return nil }
        let kind = value[..<colon]
        let argument = String(value[value.index(after: colon)...])
        let tag = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
        switch kind {
        case "tag" where !tag.isEmpty: return .statuses(.tag(tag))
        case "list" where !argument.isEmpty: return .statuses(.list(argument))
        case "account" where !argument.isEmpty: return .statuses(.account(argument))
        default: return nil
        }
    }

    /// Whether reading `choice` needs a user token.
    static func needsToken(_ choice: TimelineChoice) -> Bool {
        switch choice {
        case .notifications, .statuses(.home), .statuses(.list): return true
        case .statuses(.public), .statuses(.tag), .statuses(.account): return false
        }
    }

    /// The name `--timeline` gives `timeline`, for titles.
    static func name(of timeline: Timeline) -> String {
        switch timeline {
        case .public(let local, _, _): local ? "local" : "public"
        case .home: "home"
        case .tag(let tag): "tag:" + tag
        case .list(let id): "list:" + id
        case .account(let id, _, _): "account:" + id
        }
    }
}
