/// Converts Mastodon's sanitized status HTML to plain text for a terminal.
///
/// Pure Swift (no `NSAttributedString`, no WebKit), safe to call from any thread.
public enum HTMLText {
    /// Converts sanitized status HTML to plain text.
    ///
    /// - Tags are removed and the text inside them kept (`<a href="…">@<span>bob</span></a>` → `@bob`).
    /// - `<br>` becomes a newline; consecutive paragraphs (`</p><p>`) are separated by a blank
    ///   line (`"\n\n"`); list items start on a new line.
    /// - `<span class="invisible">` contents are dropped, and the text of an `ellipsis` span is
    ///   followed by `…`, so shortened links read `example.com/very/lo…` as on the web.
    /// - Character references are decoded: every named one of HTML 4 (`&amp; &eacute; &hellip; &euro;`
    ///   …) and `&apos;`, `&nbsp;` as a plain space, decimal `&#39;` and hexadecimal `&#x27;`; unknown
    ///   or invalid ones are kept verbatim.
    /// - Leading and trailing blank lines and spaces are trimmed.
    ///
    /// - Parameter html: The `content` (or `note`, or field `value`) of a Mastodon entity.
    /// - Returns: The text to print.
    public static func plainText(fromHTML html: String) -> String {
        plainText(fromHTML: html, expandingLinks: false)
    }

    /// Converts sanitized status HTML to plain text as ``plainText(fromHTML:)`` does, except that with
    /// `expandingLinks` a link the server shortened (one holding an `invisible` or `ellipsis` span,
    /// read `example.com/very/lo…` on the web) reads as its whole target, the `href`, instead:
    /// `https://example.com/very/long/path`. Mentions and hashtags keep their text.
    ///
    /// - Complexity: O(*n*) in the length of `html`: the text of each link is written once and
    ///   replaced at most once.
    ///
    /// - Parameters:
    ///   - html: The `content` (or `note`, or field `value`) of a Mastodon entity.
    ///   - expandingLinks: Whether shortened links read as their whole target.
    /// - Returns: The text to print.
    public static func plainText(fromHTML html: String, expandingLinks: Bool) -> String {
        var renderer = HTMLRenderer(Array(html.unicodeScalars), expandingLinks: expandingLinks)
        return renderer.render()
    }

    /// Decodes HTML character references in text that contains no tags (a display name, a content
    /// warning, a field name), as ``plainText(fromHTML:)`` decodes them.
    ///
    /// - Parameter text: Text with references such as `&amp;`, `&eacute;` or `&#x1F600;`.
    /// - Returns: The text with every recognized entity replaced by its character.
    public static func decodingEntities(in text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let (decoded, next) = HTMLEntity.decode(scalars, at: index) {
                output.append(contentsOf: decoded.utf8)
                index = next
            } else {
                UTF8.encode(scalars[index]) { output.append($0) }
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// The single-pass tag scanner behind ``HTMLText/plainText(fromHTML:)``.
private struct HTMLRenderer {
    private enum SpanKind {
        case plain, invisible, ellipsis
    }

    private static let paragraphTags: Set<String> = [
        "p", "div", "blockquote", "pre", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// A link being read, while shortened links are expanded: where its text starts, the line break
    /// that was pending then, its target, and whether it holds a span that shortens it.
    private struct OpenLink {
        var start: Int
        var pendingBreak: String
        var href: String
        var isShortened = false
    }

    private let scalars: [Unicode.Scalar]
    private let expandingLinks: Bool
    private var link: OpenLink?
    /// The text so far, as UTF-8: appending to it costs what is appended, whatever its length.
    private var output: [UInt8] = []
    private var spans: [SpanKind] = []
    private var hiddenDepth = 0
    private var pendingBreak = ""
    /// Set once a `<` was found with no tag end after it: every later `<` is text too, so that hostile
    /// input of unclosed tags is read once, not once per `<`.
    private var tagsEnded = false

    init(_ scalars: [Unicode.Scalar], expandingLinks: Bool) {
        self.scalars = scalars
        self.expandingLinks = expandingLinks
        output.reserveCapacity(scalars.count)
    }

    mutating func render() -> String {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", !tagsEnded {
                switch HTMLTag.parse(scalars, at: index) {
                case .tag(let tag):
                    handle(tag)
                    index = tag.end
                    continue
                case .unclosed:
                    tagsEnded = true
                case .text:
                    break
                }
            }
            if scalar == "&", let (decoded, next) = HTMLEntity.decode(scalars, at: index) {
                emit(decoded)
                index = next
            } else {
                emit(scalar)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self).trimmingBlankEdges()
    }

    private mutating func handle(_ tag: HTMLTag) {
        switch tag.name {
        case "br":
            emit("\n")
        case "li":
            if !tag.isClosing { requestBreak("\n") }
        case "span":
            handleSpan(tag)
        case "a":
            if expandingLinks { handleLink(tag) }
        case let name where Self.paragraphTags.contains(name):
            requestBreak("\n\n")
        default:
            break
        }
    }

    private mutating func handleSpan(_ tag: HTMLTag) {
        if tag.isSelfClosing { return }
        if tag.isClosing {
            guard let kind = spans.popLast() else { return }
            switch kind {
            case .invisible: hiddenDepth -= 1
            case .ellipsis: emit("…")
            case .plain: break
            }
            return
        }
        let classes = tag.classNames
        if classes.contains("invisible") || classes.contains("ellipsis") {
            link?.isShortened = true
        }
        if classes.contains("invisible") {
            spans.append(.invisible)
            hiddenDepth += 1
        } else if classes.contains("ellipsis") {
            spans.append(.ellipsis)
        } else {
            spans.append(.plain)
        }
    }

    /// Opens a link at `<a href>` (not inside another, nor in hidden text); at its `</a>`, replaces the
    /// text of a shortened one with its target.
    private mutating func handleLink(_ tag: HTMLTag) {
        if tag.isClosing {
            guard let open = link else { return }
            link = nil
            guard open.isShortened, !open.href.isEmpty else { return }
            output.removeSubrange(open.start...)
            pendingBreak = open.pendingBreak
            // Written whatever spans were left open inside the link: its text was visible when it began.
            let depth = hiddenDepth
            hiddenDepth = 0
            emit(open.href)
            hiddenDepth = depth
            return
        }
        guard link == nil, !tag.isSelfClosing, hiddenDepth == 0 else { return }
        let href = String(
            String.UnicodeScalarView(
                (tag.attributes["href"] ?? "").unicodeScalars.filter { !$0.properties.isWhitespace }))
        link = OpenLink(start: output.count, pendingBreak: pendingBreak, href: href)
    }

    private mutating func requestBreak(_ separator: String) {
        guard hiddenDepth == 0, !output.isEmpty, pendingBreak.count < separator.count else { return }
        pendingBreak = separator
    }

    private mutating func emit(_ text: String) {
        for scalar in text.unicodeScalars { emit(scalar) }
    }

    private mutating func emit(_ scalar: Unicode.Scalar) {
        guard hiddenDepth == 0 else { return }
        if !pendingBreak.isEmpty {
            output.append(contentsOf: pendingBreak.utf8)
            pendingBreak = ""
        }
        UTF8.encode(scalar) { output.append($0) }
    }
}

extension String {
    /// Drops leading and trailing spaces, tabs and newlines.
    fileprivate func trimmingBlankEdges() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(self[first...last])
    }
}
