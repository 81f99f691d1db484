import Foundation
import MastodonAPI

/// The parsed command line.
struct CommandOptions: Equatable {
    /// The largest page size Mastodon serves.
    static let maximumLimit = 40

    var mode = CommandMode.timeline
    var timeline = Timeline.public()
    var pages = 1
    var limit: Int?
    var format = OutputFormat.human
    var instance: URL?
    /// How long one request may take, its body included.
    var timeout = Duration.seconds(30)
    /// Where the cache is kept.
    var cache = CacheOption.automatic

    /// Parses the arguments after the program name.
    ///
    /// Options take their value as the next argument or after `=` (`--pages=3`); a later option wins.
    /// The token is never an argument: it comes from `MASTODON_ACCESS_TOKEN`.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var remaining = arguments[...]
        var sawTimelineOption = false
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
                guard argument == "demo", options.mode == .timeline, !sawTimelineOption else {
                    throw UsageError(message: "unexpected argument '\(argument)'")
                }
                options.mode = .demo
                continue
            }
            let (name, inlineValue) = split(argument)
            // The cache options apply to the demo too; every other option is the timeline's.
            if name == "--no-cache" {
                guard inlineValue == nil else { throw UsageError(message: "--no-cache takes no value") }
                options.cache = .disabled
                continue
            }
            guard options.mode == .timeline || name == "--cache" else {
                throw UsageError(
                    message: "demo takes no options but --cache and --no-cache, got '\(argument)'")
            }
            if name != "--cache" { sawTimelineOption = true }
            guard
                [
                    "--timeline", "--pages", "--limit", "--format", "--instance", "--timeout", "--cache",
                ].contains(name)
            else {
                throw UsageError(message: "unknown option '\(name)'")
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(message: "\(name) needs a value")
            }
            try options.set(name, to: value)
        }
        return options
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
                    message: "--timeline must be public, local, home, tag:NAME, list:ID or account:ID, "
                        + "got '\(value)'")
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
            guard !value.isEmpty else { throw UsageError(message: "--cache needs a file path") }
            cache = .file(value)
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
}
