/// Makes text from a server safe to write to a terminal: the one place that decides which
/// characters of server text may reach human output.
///
/// - Whole escape sequences are removed: CSI (`ESC [` … or U+009B …, up to the final byte), OSC
///   (`ESC ]` or U+009D, up to BEL or ST), DCS, SOS, PM and APC strings (up to ST), and other
///   two-character `ESC` sequences. An unterminated string sequence removes the rest of the text.
/// - Every other C0 control (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F) is
///   removed, except newline and tab in multi-line text; in one-line text they become spaces.
/// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are removed, so
///   that a name cannot reorder what follows it on the line.
enum TerminalText {
    /// Whether line breaks and tabs are part of the layout.
    enum Layout {
        /// One line: newlines and tabs become spaces.
        case singleLine
        /// Several lines: newlines and tabs are kept.
        case multiline
    }

    private static let escape: Unicode.Scalar = "\u{1B}"
    private static let bell: Unicode.Scalar = "\u{07}"
    private static let c1StringTerminator: Unicode.Scalar = "\u{9C}"

    /// `text` without anything that could control the terminal.
    ///
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    static func clean(_ text: String, layout: Layout = .singleLine) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar.value {
            case 0x1B:
                index = skipEscapeSequence(scalars, from: index + 1)
                continue
            case 0x9B:
                index = skipControlSequence(scalars, from: index + 1)
                continue
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = skipString(scalars, from: index + 1)
                continue
            case 0x0A, 0x09:
                output.append(layout == .multiline ? scalar : " ")
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                break
            default:
                output.append(scalar)
            }
            index += 1
        }
        return String(output)
    }

    /// Whether `text` holds nothing ``clean(_:layout:)`` would remove, newlines and tabs aside.
    static func isClean(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x0A, 0x09: true
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: false
            default: true
            }
        }
    }

    /// Skips what follows an `ESC` at `start`; returns the index after the sequence.
    private static func skipEscapeSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start] {
        case "[":
            return skipControlSequence(scalars, from: start + 1)
        case "]", "P", "X", "^", "_":
            return skipString(scalars, from: start + 1)
        default:
            // nF sequences: intermediates 0x20–0x2F, then one final character.
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) {
                index += 1
            }
            return min(index + 1, scalars.count)
        }
    }

    /// Skips CSI parameters and intermediates up to and including the final byte (0x40–0x7E).
    private static func skipControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if (0x40...0x7E).contains(value) { return index + 1 }
            // Anything but parameters and intermediates ends a malformed sequence; it is kept.
            guard (0x20...0x3F).contains(value) else { return index }
            index += 1
        }
        return index
    }

    /// Skips a string sequence up to and including its terminator: BEL, `ESC \` or U+009C.
    private static func skipString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == bell || scalar == c1StringTerminator { return index + 1 }
            if scalar == escape {
                // `ESC \` ends the string; any other `ESC` starts a sequence of its own.
                return index + 1 < scalars.count && scalars[index + 1] == "\\" ? index + 2 : index
            }
            index += 1
        }
        return index
    }
}
