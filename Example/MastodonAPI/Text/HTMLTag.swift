/// One parsed tag: `<name attributes>`, `</name>` or `<name/>`; comments and doctypes have no name.
struct HTMLTag {
    var name: String
    var isClosing: Bool
    var isSelfClosing: Bool
    var attributes: [String: String]
    /// The index just past the closing `>`.
    var end: Int

    var classNames: Set<String> {
        Set((attributes["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
    }

    /// What a `<` starts.
    enum Parsed {
        case tag(HTMLTag)
        /// Literal text: `<` not followed by a name.
        case text
        /// A tag that never ends: no `>` follows.
        case unclosed
    }

    /// Parses the tag starting at `start` (a `<`). A tag that reaches the end of the input is
    /// ``Parsed/unclosed``: then no later `<` can start a tag either, unless inside its quotes.
    static func parse(_ scalars: [Unicode.Scalar], at start: Int) -> Parsed {
        var index = start + 1
        guard index < scalars.count else { return .unclosed }
        if scalars[index] == "!" {
            return parseDeclaration(scalars, at: start)
        }
        let isClosing = scalars[index] == "/"
        if isClosing { index += 1 }
        guard index < scalars.count else { return .unclosed }
        guard scalars[index].properties.isAlphabetic else { return .text }
        var name = ""
        while index < scalars.count,
            scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
        {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        var attributes: [String: String] = [:]
        var isSelfClosing = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ">" {
                return .tag(
                    HTMLTag(
                        name: name.lowercased(), isClosing: isClosing, isSelfClosing: isSelfClosing,
                        attributes: attributes, end: index + 1))
            }
            if scalar == "/" {
                isSelfClosing = true
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else {
                isSelfClosing = false
                let (attributeName, value, next) = parseAttribute(scalars, at: index)
                attributes[attributeName] = value
                index = next
            }
        }
        return .unclosed
    }

    /// Skips `<!-- comment -->` and `<!DOCTYPE …>`.
    private static func parseDeclaration(_ scalars: [Unicode.Scalar], at start: Int) -> Parsed {
        let isComment =
            start + 3 < scalars.count && scalars[start + 2] == "-" && scalars[start + 3] == "-"
        var index = start + 2
        while index < scalars.count {
            if isComment {
                if scalars[index] == ">", index - 2 > start + 3, scalars[index - 1] == "-",
                    scalars[index - 2] == "-"
                {
                    break
                }
            } else if scalars[index] == ">" {
                break
            }
            index += 1
        }
        guard index < scalars.count else { return .unclosed }
        return .tag(HTMLTag(name: "", isClosing: false, isSelfClosing: true, attributes: [:], end: index + 1))
    }

    /// Parses `name`, `name=value`, `name="value"` or `name='value'`; a value without its closing quote
    /// runs to the end, which the caller sees next.
    private static func parseAttribute(
        _ scalars: [Unicode.Scalar], at start: Int
    ) -> (String, String, Int) {
        var index = start
        var name = ""
        while index < scalars.count, !Self.endsAttributeName(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        guard index < scalars.count, scalars[index] == "=" else { return (name.lowercased(), "", index) }
        index += 1
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        guard index < scalars.count else { return (name.lowercased(), "", index) }
        var value = ""
        let quote = scalars[index]
        if quote == "\"" || quote == "'" {
            index += 1
            while index < scalars.count, scalars[index] != quote {
                value.unicodeScalars.append(scalars[index])
                index += 1
            }
            if index < scalars.count { index += 1 }
        } else {
            while index < scalars.count, scalars[index] != ">", !scalars[index].properties.isWhitespace {
                value.unicodeScalars.append(scalars[index])
                index += 1
            }
        }
        return (name.lowercased(), HTMLText.decodingEntities(in: value), index)
    }

    private static func endsAttributeName(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "=" || scalar == ">" || scalar == "/" || scalar.properties.isWhitespace
    }
}
