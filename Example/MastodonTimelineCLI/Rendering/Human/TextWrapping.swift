/// Breaks plain text into lines that take at most a given number of terminal columns, measured with
/// ``DisplayWidth``.
///
/// Words (runs of characters between spaces and tabs) are packed greedily, one space between two
/// words. Inside a word, a line may also break between two East Asian wide characters (ideographs,
/// kana, Hangul syllables, fullwidth forms, CJK punctuation), and between such a character and a
/// letter or digit, so that Chinese and Japanese, written without spaces, wrap like words. A piece
/// that is wider than a line on its own (a long link, a long run of emoji) is broken between any two
/// grapheme clusters, its first part filling what is left of the current line. A grapheme cluster is
/// never split, and text in any script, right-to-left text included, keeps its logical order.
enum TextWrapping {
    /// The lines of `text`, none of them taking more than `width` columns (at least 2, the width of
    /// the widest grapheme cluster). Line breaks in `text` (LF or CR-LF) are kept; blank lines are
    /// dropped; the spaces and tabs where lines break are dropped.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func lines(_ text: String, width: Int) -> [String] {
        var filler = LineFiller(width: max(width, 2))
        for paragraph in text.split(whereSeparator: isLineBreak) {
            for word in paragraph.split(whereSeparator: isSpace) {
                filler.place(word: word)
            }
            filler.endLine()
        }
        return filler.lines
    }

    /// Whether `character` is LF or CR-LF, by its bytes (`==` would compare canonical equivalents).
    private static func isLineBreak(_ character: Character) -> Bool {
        let utf8 = character.utf8
        return utf8.last == 0x0A && (utf8.count == 1 || (utf8.count == 2 && utf8.first == 0x0D))
    }

    /// Whether `character` is a space or a tab, by its bytes.
    private static func isSpace(_ character: Character) -> Bool {
        let utf8 = character.utf8
        return utf8.count == 1 && (utf8.first == 0x20 || utf8.first == 0x09)
    }
}

/// Packs the pieces of words into lines of at most `width` columns, greedily.
private struct LineFiller {
    /// A grapheme cluster of a word, with what decides whether a line may break next to it.
    private struct Glyph {
        /// The grapheme cluster.
        let character: Character
        /// The columns it takes.
        let columns: Int
        /// Whether it is an East Asian wide character other than a symbol or an emoji, which a line
        /// may break before and after.
        let isIdeographic: Bool

        /// `character`, which takes `columns` columns.
        init(_ character: Character, columns: Int) {
            self.character = character
            self.columns = columns
            guard columns == 2, let first = character.unicodeScalars.first else {
                isIdeographic = false
                return
            }
            // Emoji and the wide symbols live in U+2000–U+2BFF and U+1F000–U+1FBFF.
            let isSymbol =
                (0x2000...0x2BFF).contains(first.value) || (0x1F000...0x1FBFF).contains(first.value)
            isIdeographic = !isSymbol && DisplayWidth.isEastAsianWide(first)
        }

        /// Whether it is a letter or digit one column wide, which may break from an ideographic
        /// neighbour.
        var isAlphanumeric: Bool {
            columns == 1 && (character.isLetter || character.isNumber)
        }

        /// Whether a line may break between `self` and `next`, the glyph after it in a word.
        func allowsBreak(before next: Glyph) -> Bool {
            switch (isIdeographic, next.isIdeographic) {
            case (true, true): true
            case (true, false): next.isAlphanumeric
            case (false, true): isAlphanumeric
            case (false, false): false
            }
        }
    }

    /// The most columns a line may take.
    let width: Int
    /// The lines filled so far.
    private(set) var lines: [String] = []
    /// The line being filled.
    private var line = ""
    /// The columns `line` takes.
    private var lineWidth = 0

    /// Creates a filler of lines of at most `width` columns; `width` must be at least 2.
    init(width: Int) {
        self.width = width
    }

    /// Adds `word`, which holds no space or tab, after a space on the current line or on new lines,
    /// broken where ``Glyph/allowsBreak(before:)`` allows it and, where a piece is wider than a line,
    /// between grapheme clusters.
    mutating func place(word: Substring) {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            place(segment: word, columns: DisplayWidth.columns(of: word), spaced: true)
            return
        }
        var segmentStart = word.startIndex
        var segmentWidth = 0
        var spaced = true
        var previous: Glyph?
        var index = word.startIndex
        while index < word.endIndex {
            let character = word[index]
            let glyph = Glyph(character, columns: DisplayWidth.columns(of: character))
            if let previous, previous.allowsBreak(before: glyph) {
                place(segment: word[segmentStart..<index], columns: segmentWidth, spaced: spaced)
                spaced = false
                segmentStart = index
                segmentWidth = 0
            }
            segmentWidth += glyph.columns
            previous = glyph
            index = word.index(after: index)
        }
        place(segment: word[segmentStart...], columns: segmentWidth, spaced: spaced)
    }

    /// Ends the current line, if it holds anything, so that what comes next starts a new one.
    mutating func endLine() {
        if !line.isEmpty { lines.append(line) }
        line = ""
        lineWidth = 0
    }

    /// Adds `segment`, which takes `columns` columns, after a space when `spaced` (it starts a word):
    /// whole when it fits on a line, or else in pieces cut between grapheme clusters, the first one
    /// filling what is left of the current line.
    private mutating func place(segment: Substring, columns: Int, spaced: Bool) {
        guard columns > width else {
            append(segment, columns: columns, spaced: spaced)
            return
        }
        var spaced = spaced
        var room = line.isEmpty ? width : width - lineWidth - (spaced ? 1 : 0)
        var pieceStart = segment.startIndex
        var pieceWidth = 0
        var index = segment.startIndex
        while index < segment.endIndex {
            let columns = DisplayWidth.columns(of: segment[index])
            if pieceWidth + columns > room {
                if index > pieceStart {
                    append(segment[pieceStart..<index], columns: pieceWidth, spaced: spaced)
                }
                endLine()
                spaced = false
                room = width
                pieceStart = index
                pieceWidth = 0
            }
            pieceWidth += columns
            index = segment.index(after: index)
        }
        append(segment[pieceStart...], columns: pieceWidth, spaced: spaced)
    }

    /// Adds `piece`, which takes at most `width` columns, to the current line if it fits there (after
    /// a space when `spaced`), or else starts a new line with it.
    private mutating func append(_ piece: Substring, columns: Int, spaced: Bool) {
        if line.isEmpty {
            line = String(piece)
            lineWidth = columns
        } else if lineWidth + (spaced ? 1 : 0) + columns <= width {
            if spaced {
                line.append(" ")
                lineWidth += 1
            }
            line.append(contentsOf: piece)
            lineWidth += columns
        } else {
            lines.append(line)
            line = String(piece)
            lineWidth = columns
        }
    }
}
