import Foundation

/// A parsed HTTP `Link` header (RFC 8288), as Mastodon sends for pagination:
/// `<https://host/api/v1/timelines/public?max_id=1>; rel="next", <…?min_id=9>; rel="prev"`.
///
/// Parsing is forgiving: quoted and unquoted parameters, several relation types in one `rel`
/// (`rel="next last"`), commas and semicolons inside quoted strings, and extra whitespace are all
/// handled; malformed entries are skipped rather than failing the whole header.
public struct LinkHeader: Sendable, Hashable {
    /// The links in header order.
    public var links: [LinkHeaderEntry]

    /// Parses a `Link` header value.
    ///
    /// - Parameters:
    ///   - value: The header value, e.g. `<https://a/x?max_id=1>; rel="next"`.
    ///   - baseURL: The URL relative targets are resolved against (the request URL); with `nil`
    ///     relative targets are skipped.
    public init(_ value: String, baseURL: URL? = nil) {
        var parser = LinkHeaderParser(Array(value.unicodeScalars))
        links = parser.parse().compactMap { raw in
            guard let url = URL(string: raw.target, relativeTo: baseURL)?.absoluteURL,
                url.scheme != nil, url.host != nil
            else { return nil }
            return LinkHeaderEntry(url: url, parameters: raw.parameters)
        }
    }

    /// Creates a header from already parsed links.
    ///
    /// - Parameter links: The links in order.
    public init(links: [LinkHeaderEntry]) {
        self.links = links
    }

    /// The first link whose `rel` includes `relation` (compared case-insensitively).
    ///
    /// - Parameter relation: A relation type such as `next`.
    /// - Returns: The target URL, or `nil` if no link has that relation.
    public func url(forRelation relation: String) -> URL? {
        let wanted = relation.lowercased()
        return links.first { $0.relations.contains(wanted) }?.url
    }

    /// The `rel="next"` target: in Mastodon timelines, the page of older statuses.
    public var next: URL? { url(forRelation: "next") }

    /// The `rel="prev"` (or `rel="previous"`) target: in Mastodon timelines, the newer statuses.
    public var prev: URL? { url(forRelation: "prev") ?? url(forRelation: "previous") }
}

/// A link target and its parameters, before URL resolution.
private struct RawLink {
    var target: String
    var parameters: [String: String]
}

/// A small recursive-descent parser for the `Link` header grammar.
private struct LinkHeaderParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func parse() -> [RawLink] {
        var links: [RawLink] = []
        while index < scalars.count {
            skip { $0 == "," || $0.properties.isWhitespace }
            guard index < scalars.count else { break }
            if let link = parseLink() {
                links.append(link)
            } else {
                skipToNextLink()
            }
        }
        return links
    }

    private mutating func parseLink() -> RawLink? {
        guard scalars[index] == "<" else { return nil }
        index += 1
        var target = ""
        while index < scalars.count, scalars[index] != ">" {
            target.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else { return nil }
        index += 1
        var parameters: [String: String] = [:]
        while true {
            skipWhitespace()
            guard index < scalars.count, scalars[index] == ";" else { break }
            index += 1
            skipWhitespace()
            let name = readToken().lowercased()
            skipWhitespace()
            var value = ""
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                skipWhitespace()
                value = index < scalars.count && scalars[index] == "\"" ? readQuoted() : readToken()
            }
            // RFC 8288 §3.3: only the first occurrence of a parameter counts.
            if !name.isEmpty, parameters[name] == nil {
                parameters[name] = value
            }
        }
        skipWhitespace()
        guard index >= scalars.count || scalars[index] == "," else { return nil }
        return RawLink(target: target.trimmingCharacters(in: .whitespaces), parameters: parameters)
    }

    private mutating func readToken() -> String {
        var token = ""
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ";" || scalar == "," || scalar == "=" || scalar.properties.isWhitespace { break }
            token.unicodeScalars.append(scalar)
            index += 1
        }
        return token
    }

    private mutating func readQuoted() -> String {
        index += 1
        var value = ""
        while index < scalars.count, scalars[index] != "\"" {
            if scalars[index] == "\\", index + 1 < scalars.count {
                index += 1
            }
            value.unicodeScalars.append(scalars[index])
            index += 1
        }
        if index < scalars.count { index += 1 }
        return value
    }

    /// Recovers from a malformed entry by skipping to the next comma outside quotes and brackets.
    private mutating func skipToNextLink() {
        var inQuotes = false
        var inBrackets = false
        while index < scalars.count {
            let scalar = scalars[index]
            if inQuotes {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { inQuotes = false }
            } else if inBrackets {
                if scalar == ">" { inBrackets = false }
            } else if scalar == "\"" {
                inQuotes = true
            } else if scalar == "<" {
                inBrackets = true
            } else if scalar == "," {
                return
            }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        skip { $0.properties.isWhitespace }
    }

    private mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
        while index < scalars.count, predicate(scalars[index]) { index += 1 }
    }
}
