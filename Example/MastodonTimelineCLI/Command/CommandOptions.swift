import Foundation
import MastodonAPI

/// The parsed command line.
struct CommandOptions: Equatable {
    /// The largest page size Mastodon serves.
    static let maximumLimit = 40
    /// The narrowest `--width` text can be wrapped to and still read.
    static let narrowestWidth = 20
    /// The widest `--width`.
    static let widestWidth = 1_000

    /// The options that take no value.
    static let flags: Set<String> = [
        "--no-cache", "--replies", "--pinned", "--fail-writes", "--all", "--follow", "--expand-cw",
        "--offline",
    ]
    /// Every option, with or without a value.
    static let known: Set<String> = [
        "--timeline", "--pages", "--limit", "--format", "--instance", "--timeout", "--cache", "--no-cache",
        "--replies", "--pinned", "--refresh-every", "--fail-writes", "--all", "--follow", "--width",
        "--color", "--expand-cw", "--offline", "--retry", "--discard",
    ]
    /// The words that name a mode.
    static let commands =
        ["demo", "logout", "status", "profile", "post", "delete", "outbox"]
        + StatusAction.commandWords.map(\.word)
    /// The timelines `post` and `delete` show, where a post of the user's appears.
    static let writableTimelines: [TimelineChoice] = [
        .statuses(.home), .statuses(.public()), .statuses(.local),
    ]

    var mode = CommandMode.timeline
    var timeline = TimelineChoice.statuses(.public())
    var pages = 1
    var limit: Int?
    var format = OutputFormat.human
    var instance: URL?
    /// How long one request may take, its body included.
    var timeout = Duration.seconds(30)
    /// Where the cache is kept.
    var cache = CacheOption.automatic
    /// On a profile: whether its replies to others show too (Mastodon's `exclude_replies` is sent
    /// otherwise).
    var replies = false
    /// On a profile: whether only its pinned posts show.
    var pinned = false
    /// In interactive mode: how often the screen refetches its list (`--refresh-every`); `nil` for
    /// never.
    var refreshEvery: Duration?
    /// On the demo instance: whether every write fails (`--fail-writes`), to show a rollback.
    var failWrites = false
    /// On the demo instance: whether every request fails as if there were no network (`--offline`), so
    /// that actions stay queued in the outbox.
    var offline = false
    /// For `outbox`: the entry to make wait again and send (`--retry ID`).
    var retry: Int?
    /// For `outbox`: the entry to remove unsent (`--discard ID`).
    var discard: Int?
    /// For `logout`: whether every partition of every instance is cleared (`--all`).
    var all = false
    /// Whether the run keeps going after the first screen and prints each change as it happens
    /// (`--follow`).
    var follow = false
    /// The width text is wrapped to (`--width`); `nil` for the terminal's, or 80.
    var width: Int?
    /// When output is coloured (`--color`).
    var color = ColorChoice.auto
    /// Whether content warnings show the text they hide (`--expand-cw`).
    var expandsContentWarnings = false

    /// The host the command reads, which names its cache file: the `--instance` host, or `demo` for the
    /// embedded instance.
    var host: String {
        instance.map { $0.host ?? $0.absoluteString } ?? "demo"
    }

    /// Parses the arguments after the program name.
    ///
    /// The first word that is not an option picks the mode (`demo`, `logout`, `status ID`,
    /// `profile ACCT_OR_ID`, `post TEXT`, `delete ID`, `favourite ID` and the other actions, `outbox`; none
    /// for a timeline); options may come before or after it, take their value as the next
    /// argument or after `=` (`--pages=3`), and a later option wins. Each mode takes only its own
    /// options. The token is never an argument: it comes from `MASTODON_ACCESS_TOKEN`.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var remaining = arguments[...]
        var words: [String] = []
        var settings: [(argument: String, name: String, value: String?)] = []
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                options.mode = .help
                return options
            }
            if argument == "--version" {
                options.mode = .version
                return options
            }
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard known.contains(name) else {
                throw unknownOption(name, mode: words.first ?? remaining.first(where: commands.contains))
            }
            if flags.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                settings.append((argument, name, nil))
            } else {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(message: "\(name) needs a value")
                }
                settings.append((argument, name, value))
            }
        }
        options.mode = try mode(of: words)
        let allowed = options.mode.options
        for setting in settings {
            guard allowed.contains(setting.name) else {
                throw UsageError(
                    message:
                        "\(options.mode.name) takes no options but \(list(allowed)), got '\(setting.argument)'"
                )
            }
            try options.set(setting.name, to: setting.value ?? "")
        }
        if options.retry != nil, options.discard != nil {
            throw UsageError(message: "outbox takes --retry or --discard, not both")
        }
        if options.mode.writes, allowed.contains("--timeline") {
            if !settings.contains(where: { $0.name == "--timeline" }) { options.timeline = .statuses(.home) }
            guard writableTimelines.contains(options.timeline) else {
                throw UsageError(message: "\(options.mode.name) shows the home, public or local timeline")
            }
        }
        return options
    }

    /// `--a, --b and --c`.
    private static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "none" }
        let rest = names.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " and " + last
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private mutating func set(_ name: String, to value: String) throws(UsageError) {
        switch name {
        case "--timeline":
            guard let timeline = TimelineArgument.parse(value) else {
                throw UsageError(
                    message: "--timeline must be public, local, home, notifications, tag:NAME, list:ID or "
                        + "account:ID, got '\(value)'")
            }
            self.timeline = timeline
        case "--pages":
            guard let pages = Int(value), pages >= 1 else {
                throw UsageError(message: "--pages must be a whole number of at least 1, got '\(value)'")
            }
            self.pages = pages
        case "--limit":
            guard let limit = Int(value), (1...Self.maximumLimit).contains(limit) else {
                throw UsageError(message: "--limit must be a whole number from 1 to 40, got '\(value)'")
            }
            self.limit = limit
        case "--format":
            guard let format = OutputFormat(rawValue: value) else {
                throw UsageError(message: "--format must be human or json, got '\(value)'")
            }
            self.format = format
        case "--cache":
            guard !value.isEmpty else { throw UsageError(message: "--cache needs a folder") }
            cache = .folder(value)
        case "--no-cache":
            cache = .disabled
        case "--replies":
            replies = true
        case "--pinned":
            pinned = true
        case "--fail-writes":
            failWrites = true
        case "--offline":
            offline = true
        case "--retry", "--discard":
            guard let id = Int(value), id >= 1 else {
                throw UsageError(message: "\(name) needs the number of an outbox entry, got '\(value)'")
            }
            if name == "--retry" { retry = id } else { discard = id }
        case "--all":
            all = true
        case "--follow":
            follow = true
        case "--expand-cw":
            expandsContentWarnings = true
        case "--width":
            guard let width = Int(value), (Self.narrowestWidth...Self.widestWidth).contains(width) else {
                throw UsageError(
                    message: "--width must be a whole number of columns from \(Self.narrowestWidth) to "
                        + "\(Self.widestWidth), got '\(value)'")
            }
            self.width = width
        case "--color":
            guard let color = ColorChoice(rawValue: value) else {
                throw UsageError(message: "--color must be auto, always or never, got '\(value)'")
            }
            self.color = color
        case "--refresh-every":
            guard let interval = RefreshInterval.parse(value) else {
                throw UsageError(
                    message: "--refresh-every must be a duration from \(RefreshInterval.shortest) to "
                        + "\(RefreshInterval.longest) such as 30s, 5m, 1h or 90 (seconds), got '\(value)'")
            }
            refreshEvery = interval
        case "--timeout":
            guard let seconds = Double(value), seconds > 0, seconds <= 86_400 else {
                throw UsageError(
                    message: "--timeout must be a number of seconds above 0, at most 86400, got '\(value)'")
            }
            timeout = .milliseconds(Int((seconds * 1_000).rounded(.up)))
        default:
            instance = try Self.instanceURL(value)
        }
    }

    /// The instance URL, checked as ``MastodonClient`` checks it.
    private static func instanceURL(_ value: String) throws(UsageError) -> URL {
        guard !hasUserInfo(value) else {
            throw UsageError(
                message: "--instance must not hold a user name or password; "
                    + "give a token in \(Connection.tokenVariable)")
        }
        guard let url = URL(string: value), url.scheme != nil else {
            throw UsageError(
                message: "--instance must be a URL such as https://mastodon.social, got '\(value)'")
        }
        do {
            _ = try MastodonClient(instance: url)
        } catch {
            throw UsageError(message: "--instance: \(error.description)")
        }
        return url
    }

    /// Whether `value` has an `@` in its authority (`user:password@host`): such a value is never echoed.
    private static func hasUserInfo(_ value: String) -> Bool {
        let afterScheme = value.range(of: "://").map { value[$0.upperBound...] } ?? value[...]
        let authority = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return authority.contains("@")
    }
}
