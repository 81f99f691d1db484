/// How many columns text takes in a terminal, one grapheme cluster (`Character`) at a time.
///
/// A cluster is never split, and takes:
/// - 0 columns when it is made only of zero-width scalars: controls, nonspacing and enclosing marks
///   (the variation selectors among them), format characters (ZWJ, ZWNJ, bidirectional marks, tags…),
///   and Hangul medial vowels and final consonants;
/// - 2 columns when one of its scalars is East Asian Wide or Fullwidth (CJK ideographs, kana, Hangul
///   syllables, fullwidth forms, CJK symbols and punctuation…) or has emoji presentation, and when it
///   is an emoji shown as one glyph: an emoji followed by VS16 (U+FE0F), a keycap, or a ZWJ sequence.
///   Flags (two regional indicators) and skin-tone sequences start with an emoji-presentation scalar;
/// - 1 column otherwise, Arabic and Hebrew letters included.
///
/// In well-formed text the widest scalar of a cluster is its first one that is not zero-width; taking
/// the widest keeps odd clusters, such as a letter followed by a skin-tone modifier, from being
/// measured narrower than a terminal shows them.
///
/// Two kinds of format characters are shown by terminals and take 1 column: the soft hyphen (U+00AD)
/// and the prepended concatenation marks, such as the Arabic number sign (U+0600). The ellipsis that
/// ``truncated(_:toColumns:)`` adds is East Asian Ambiguous and counts 1 column, as in terminals that
/// are not set up to show ambiguous characters wide.
enum DisplayWidth {
    /// The code points whose East Asian Width is Wide (W) or Fullwidth (F) in Unicode 17 (the version
    /// of the standard library's character data), sorted, with neighbouring ranges merged across
    /// unassigned code points. Left out: the nonspacing marks among them (U+302A–U+302D,
    /// U+3099–U+309A, U+16FE4), which take no column, and the regional indicators (Neutral), whose
    /// emoji presentation makes them wide. Added: U+3248–U+324F, Ambiguous circled numbers inside the
    /// CJK block, which the C library's `wcwidth` counts as 2.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2630...0x2637, 0x2648...0x2653, 0x267F...0x267F, 0x268A...0x268F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD,
        0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755,
        0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50,
        0x2B55...0x2B55, 0x2E80...0x3029, 0x302E...0x303E, 0x3041...0x3098, 0x309B...0xA4C6, 0xA960...0xA97C,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE3, 0x16FE5...0x1B2FB, 0x1D300...0x1D376, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
        0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4,
        0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E,
        0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F,
        0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC,
        0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
        0x1FA70...0x1FAF8, 0x20000...0x3FFFD,
    ]

    /// The character added where ``truncated(_:toColumns:)`` cuts text; it takes 1 column.
    static let ellipsis: Character = "\u{2026}"

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    static func columns(of character: Character) -> Int {
        // A cluster of one byte is ASCII. (`asciiValue` would first compare the cluster with CR-LF.)
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            return byte >= 0x20 && byte != 0x7F ? 1 : 0
        }
        var width = 0
        var base: Unicode.Scalar?
        var joinsAfterEmoji = false
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0xFE0F:
                if base?.properties.isEmoji == true { return 2 }
            case 0x20E3:
                if let base, isKeycapBase(base) { return 2 }
            case 0x200D:
                joinsAfterEmoji = base?.properties.isEmoji == true
            default:
                let columns = scalarColumns(scalar)
                guard columns > 0 else { continue }
                if joinsAfterEmoji { return 2 }
                if base == nil { base = scalar }
                width = max(width, columns)
            }
        }
        return width
    }

    /// The columns `text` takes: the sum over its grapheme clusters.
    ///
    /// - Complexity: O(*n*); text of ASCII only is measured without breaking it into clusters.
    static func columns(of text: some StringProtocol) -> Int {
        var width = 0
        for byte in text.utf8 {
            guard byte < 0x80 else {
                return text.reduce(0) { $0 + columns(of: $1) }
            }
            if byte >= 0x20 && byte != 0x7F { width += 1 }
        }
        return width
    }

    /// The longest start of `text` that takes at most `columns` columns, never ending inside a
    /// grapheme cluster (a `Substring` for a `String` or a `Substring`). Zero-width clusters right
    /// after the last one that fits are kept with it.
    static func prefix<Text: StringProtocol>(of text: Text, fittingIn columns: Int) -> Text.SubSequence {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let width = self.columns(of: text[index])
            guard used + width <= columns else { break }
            used += width
            index = text.index(after: index)
        }
        return text[text.startIndex..<index]
    }

    /// `text` if it takes at most `columns` columns; otherwise its longest start that leaves room for
    /// an ellipsis, followed by the ellipsis, so that the result takes at most `columns` columns.
    /// Grapheme clusters are kept whole; nothing is left when `columns` is 0 or less.
    static func truncated(_ text: String, toColumns columns: Int) -> String {
        guard columns > 0 else { return "" }
        var used = 0
        var cut = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let width = self.columns(of: text[index])
            guard used + width <= columns else {
                return String(text[..<cut]) + String(ellipsis)
            }
            used += width
            index = text.index(after: index)
            if used <= columns - 1 { cut = index }
        }
        return text
    }

    /// `text` truncated to `columns` columns (see ``truncated(_:toColumns:)``), then filled with
    /// spaces to take exactly `columns` columns; empty when `columns` is 0 or less.
    static func padded(_ text: String, toColumns columns: Int) -> String {
        let visible = truncated(text, toColumns: columns)
        let missing = columns - self.columns(of: visible)
        return missing > 0 ? visible + String(repeating: " ", count: missing) : visible
    }

    /// Whether `scalar` is East Asian Wide or Fullwidth and takes a column of its own: whether it is
    /// in ``wideRanges``, found by binary search.
    static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The columns one scalar takes on its own: 0 for controls, nonspacing and enclosing marks, format
    /// characters (but the soft hyphen and the prepended concatenation marks), and Hangul medial
    /// vowels and final consonants; 2 when it is East Asian Wide or Fullwidth or has emoji
    /// presentation (every such scalar is at or above U+231A); 1 otherwise.
    private static func scalarColumns(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            return value < 0x20 || (0x7F...0x9F).contains(value) ? 0 : 1
        }
        if isEastAsianWide(scalar) { return 2 }
        switch value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            return 0
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
            return 1
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            return value >= 0x231A && scalar.properties.isEmojiPresentation ? 2 : 1
        }
    }

    /// Whether `scalar` can start a keycap sequence: a digit, `#` or `*`.
    private static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "#", "*": true
        default: false
        }
    }
}
