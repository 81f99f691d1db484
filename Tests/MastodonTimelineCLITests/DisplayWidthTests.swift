import Foundation
import Testing

@testable import MastodonTimelineCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Display widths measured without ``DisplayWidth``: the C library's `wcwidth` in the C.UTF-8 locale
/// for each scalar, combined per grapheme cluster as the widest scalar, except that a cluster with
/// VS16 (U+FE0F), a ZWJ between two scalars or two regional indicators is one emoji of width 2.
private enum WidthOracle {
    /// The C signature of `wcwidth`, which the Glibc module does not declare.
    typealias WidthFunction = @convention(c) (wchar_t) -> Int32

    /// `wcwidth`, looked up in the running process.
    static let wcwidth: WidthFunction? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: WidthFunction.self)
    }()

    /// The width of each grapheme cluster of `text`; `nil` without `wcwidth` or the C.UTF-8 locale.
    /// The locale is used by this thread only, for this call. A scalar `wcwidth` does not know counts
    /// 2, so that an oracle that lags behind Unicode errs towards failing.
    static func widths(of text: some StringProtocol) -> [Int]? {
        guard let wcwidth, let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return nil }
        defer { freelocale(locale) }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return text.map { character in
            let scalars = Array(character.unicodeScalars)
            let joiners = scalars.dropFirst().dropLast().filter { $0 == "\u{200D}" }
            let indicators = scalars.filter { (0x1F1E6...0x1F1FF).contains($0.value) }
            if scalars.contains("\u{FE0F}") || !joiners.isEmpty || indicators.count >= 2 { return 2 }
            return scalars.map { scalar in
                let width = Int(wcwidth(wchar_t(scalar.value)))
                return width < 0 ? 2 : width
            }.max() ?? 0
        }
    }

    /// The columns `text` takes, or -1 without an oracle (which the checks of each suite catch).
    static func columns(of text: some StringProtocol) -> Int {
        widths(of: text)?.reduce(0, +) ?? -1
    }
}

/// Texts in several scripts to wrap and truncate.
private enum Samples {
    /// A Latin paragraph with a link longer than any width wrapped to.
    static let latin =
        "Release notes are out. Read them at https://example.com/releases/2024/storeflowable/"
        + "notes-for-the-next-version-with-a-very-long-slug-that-goes-on-and-on/index.html?ref=timeline"
        + "&utm_source=mastodon before you upgrade, and tell us what breaks."
    /// A Japanese paragraph of 93 characters, with no spaces.
    static let japanese =
        "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所で"
        + "ニャーニャー泣いていた事だけは記憶している。吾輩はここで始めて人間というものを見たのである。"
    /// A Chinese paragraph with Latin words and numbers.
    static let chinese =
        "春天来了，公园里的花都开了。我们在2024年发布了Swift 6版本，周末去湖边散步，看到很多人在拍照、"
        + "放风筝，孩子们在草地上跑来跑去，大家都很开心。"
    /// The ten emoji that ``emoji`` repeats: a ZWJ family, flags, skin tones, keycaps, VS16.
    static let emojiKinds = ["👨‍👩‍👧‍👦", "🇯🇵", "👍🏽", "1️⃣", "❤️", "😀", "🏳️‍🌈", "👩🏾‍💻", "#️⃣", "🇫🇷"]
    /// Fifty emoji with no space between them.
    static let emoji = String(repeating: emojiKinds.joined(), count: 5)
    /// Arabic with harakat and Hebrew with niqqud, both right to left.
    static let arabic =
        "بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ ٱلْحَمْدُ لِلَّهِ رَبِّ ٱلْعَٰلَمِينَ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ مَٰلِكِ يَوْمِ ٱلدِّينِ"
    /// Hebrew with niqqud.
    static let hebrew =
        "בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ׃ וְהָאָרֶץ הָיְתָה תֹהוּ וָבֹהוּ וְחֹשֶׁךְ עַל־פְּנֵי תְהוֹם"
    /// Latin letters with combining accents, and a long word of them.
    static let accents =
        "Cafe\u{301} de\u{301}ja\u{300} vu, nai\u{308}ve re\u{301}sume\u{301}s: "
        + String(repeating: "e\u{301}a\u{308}", count: 70) + " fin."

    /// Every sample, named.
    static let all = [
        ("latin", latin), ("japanese", japanese), ("chinese", chinese), ("emoji", emoji),
        ("emoji with spaces", emojiKinds.joined(separator: " ")), ("arabic", arabic), ("hebrew", hebrew),
        ("accents", accents),
    ]
}

/// ``DisplayWidth`` and ``TextWrapping`` against an independent measure of terminal columns.
@Suite struct DisplayWidthTests {
    /// Fails every test when the oracle is missing or does not know basic facts, rather than letting
    /// a broken locale pass.
    init() throws {
        try #require(WidthOracle.columns(of: "a") == 1)
        try #require(WidthOracle.columns(of: "日") == 2)
        try #require(WidthOracle.columns(of: "\u{301}") == 0)
        try #require(WidthOracle.columns(of: "😀") == 2)
        try #require(WidthOracle.columns(of: "Ａｂ") == 4)
    }

    /// The grapheme clusters of `text` other than whitespace, in order.
    private func graphemes(_ text: some StringProtocol) -> [Character] {
        Array(text.filter { !$0.isWhitespace })
    }

    /// Single clusters of each kind take their columns, and text takes the sum.
    @Test func givenClusters_whenMeasured_thenEachTakesItsColumns() {
        let cases: [(Character, Int)] = [
            ("a", 1), ("日", 2), ("ア", 2), ("ｱ", 1), ("Ａ", 2), ("、", 2), ("한", 2),
            ("\u{1112}\u{1161}\u{11AB}", 2), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200D}", 0),
            ("\u{FE0F}", 0),
            ("\u{200B}", 0), ("\u{7}", 0), ("\t", 0), ("\r\n", 0), ("\u{AD}", 1),
            ("👨‍👩‍👧‍👦", 2), ("🇯🇵", 2), ("👍🏽", 2), ("1️⃣", 2), ("1\u{20E3}", 2), ("❤️", 2), ("❤", 1),
            ("😀", 2), ("🏳️‍🌈", 2), ("ب", 1), ("بِ", 1), ("\u{64E}", 0), ("ש", 1), ("שָׁ", 1), ("…", 1),
        ]
        for (character, columns) in cases {
            #expect(
                DisplayWidth.columns(of: character) == columns, "\(character.unicodeScalars.map(\.value))")
        }
        #expect(DisplayWidth.columns(of: "héllo 日本\t👍🏽!") == 13)
        #expect(DisplayWidth.columns(of: "plain ASCII\u{7}") == 11)
        #expect(DisplayWidth.columns(of: Substring("")) == 0)
    }

    /// Every cluster of every sample measures as `wcwidth` says.
    @Test func givenTheSamples_whenMeasured_thenEveryClusterAgreesWithTheOracle() throws {
        for (name, text) in Samples.all {
            let expected = try #require(WidthOracle.widths(of: text))
            let measured = text.map { DisplayWidth.columns(of: $0) }
            for (index, character) in text.enumerated() where measured[index] != expected[index] {
                Issue.record(
                    "\(name): \(character.unicodeScalars.map(\.value)) is \(measured[index]) columns")
            }
            #expect(DisplayWidth.columns(of: text) == expected.reduce(0, +), "\(name)")
        }
    }

    /// Wrapped samples have no line wider than asked, and keep every grapheme, whole and in order.
    @Test(arguments: [40, 60, 120])
    func givenTheSamples_whenWrapped_thenNoLineIsTooWideAndNothingIsLostOrSplit(width: Int) {
        for (name, text) in Samples.all {
            let lines = TextWrapping.lines(text, width: width)
            #expect(!lines.isEmpty, "\(name)")
            for line in lines {
                #expect(WidthOracle.columns(of: line) <= width, "\(name) at \(width): \(line)")
                #expect(WidthOracle.columns(of: line) > 0, "\(name) at \(width): \(line)")
                #expect(line.first?.isWhitespace == false && line.last?.isWhitespace == false, "\(name)")
            }
            #expect(graphemes(lines.joined(separator: "\n")) == graphemes(text), "\(name) at \(width)")
        }
    }

    /// Japanese, written without spaces, breaks between characters and fills its lines.
    @Test func givenTheJapaneseParagraph_whenWrappedAt40_thenEveryLineButTheLastIsFull() {
        #expect(Samples.japanese.count == 93)
        let lines = TextWrapping.lines(Samples.japanese, width: 40)
        #expect(lines.count == 5)
        for line in lines.dropLast() {
            #expect(WidthOracle.columns(of: line) >= 38, "\(line)")
        }
        #expect(lines.joined() == Samples.japanese)
    }

    /// Chinese with Latin words and digits breaks next to ideographs, never inside `Swift`.
    @Test func givenChineseWithLatinWords_whenWrapped_thenLinesBreakBetweenIdeographsAndFillUp() {
        let lines = TextWrapping.lines(Samples.chinese, width: 30)
        #expect(lines.count > 3)
        for line in lines.dropLast() {
            // The widest piece that cannot break is "Swift" after a space: 6 columns.
            #expect((25...30).contains(WidthOracle.columns(of: line)), "\(line)")
        }
        #expect(lines.joined(separator: " ").contains("Swift 6"))
    }

    /// A run of emoji breaks between glyphs, never inside a ZWJ, flag, keycap or skin-tone sequence.
    @Test func givenFiftyEmojiWithoutSpaces_whenWrappedAt40_thenTwentyGlyphsALine() {
        #expect(Samples.emoji.count == 50)
        let lines = TextWrapping.lines(Samples.emoji, width: 40)
        #expect(lines.map(\.count) == [20, 20, 10])
        #expect(lines.map { WidthOracle.columns(of: $0) } == [40, 40, 20])
        #expect(lines.joined() == Samples.emoji)
    }

    /// A link wider than the line is cut into pieces that read back as the link.
    @Test func givenALinkLongerThanTheLine_whenWrapped_thenItIsBrokenAndKeptInOrder() throws {
        let link = try #require(Samples.latin.split(separator: " ").first { $0.hasPrefix("https://") })
        for width in [40, 60, 120] {
            let lines = TextWrapping.lines(Samples.latin, width: width)
            #expect(lines.joined().contains(link), "\(width)")
            #expect(lines.allSatisfy { $0.count <= width }, "\(width)")
            #expect(lines.dropLast().allSatisfy { $0.count >= width - 12 }, "\(lines)")
        }
    }

    /// Combining accents stay with their letters, even in a word cut at the narrowest widths.
    @Test func givenAccentsOnALongWord_whenWrapped_thenNoAccentLeavesItsLetter() {
        for width in [2, 3, 7, 40] {
            let lines = TextWrapping.lines(Samples.accents, width: width)
            for line in lines {
                #expect(line.unicodeScalars.first.map { $0.properties.generalCategory } != .nonspacingMark)
                #expect(WidthOracle.columns(of: line) <= width, "\(line)")
            }
            #expect(graphemes(lines.joined(separator: " ")) == graphemes(Samples.accents), "\(width)")
        }
    }

    /// Plain text keeps the former layout: words a space apart, line breaks kept, blank lines dropped.
    @Test func givenPlainText_whenWrapped_thenLinesAndWordsAreAsBefore() {
        #expect(TextWrapping.lines("one two three", width: 7) == ["one two", "three"])
        #expect(TextWrapping.lines("one\n\n  \ntwo\tthree", width: 40) == ["one", "two three"])
        #expect(TextWrapping.lines("", width: 40).isEmpty)
        #expect(TextWrapping.lines("abcdef", width: 4) == ["abcd", "ef"])
        #expect(TextWrapping.lines("日本語", width: 0) == ["日", "本", "語"])
        #expect(TextWrapping.lines("a 日本語", width: 5) == ["a 日", "本語"])
    }

    /// Truncated text fits, ends with an ellipsis when it was cut, and keeps clusters whole.
    @Test func givenText_whenTruncated_thenItFitsAndEndsWithAnEllipsis() {
        #expect(DisplayWidth.truncated("hello", toColumns: 5) == "hello")
        #expect(DisplayWidth.truncated("hello world", toColumns: 5) == "hell…")
        #expect(DisplayWidth.truncated("日本語テキスト", toColumns: 7) == "日本語…")
        #expect(DisplayWidth.truncated("日本語テキスト", toColumns: 6) == "日本…")
        #expect(DisplayWidth.truncated("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", toColumns: 3) == "👨‍👩‍👧‍👦…")
        #expect(DisplayWidth.truncated("e\u{301}e\u{301}e\u{301}", toColumns: 2) == "e\u{301}…")
        #expect(DisplayWidth.truncated("abc", toColumns: 0) == "")
        #expect(DisplayWidth.truncated("", toColumns: 3) == "")
        #expect(DisplayWidth.prefix(of: "日本語", fittingIn: 5) == "日本")
        #expect(DisplayWidth.prefix(of: "ab\u{301}c", fittingIn: 2) == "ab\u{301}")
        #expect(DisplayWidth.prefix(of: "abc", fittingIn: -1) == "")
    }

    /// Padded text takes exactly the columns asked for.
    @Test func givenText_whenPadded_thenItTakesExactlyTheColumns() {
        #expect(DisplayWidth.padded("日本", toColumns: 6) == "日本  ")
        #expect(DisplayWidth.padded("日本語テキスト", toColumns: 6) == "日本… ")
        #expect(DisplayWidth.padded("ab", toColumns: 2) == "ab")
        #expect(DisplayWidth.padded("abc", toColumns: 0) == "")
    }

    /// Truncating and padding every sample to 1…50 columns gives what `wcwidth` expects.
    @Test func givenTheSamples_whenTruncatedAndPadded_thenTheOracleAgreesOnEveryWidth() {
        for (name, text) in Samples.all {
            let total = WidthOracle.columns(of: text)
            for columns in 1...50 {
                let short = DisplayWidth.truncated(text, toColumns: columns)
                let used = WidthOracle.columns(of: short)
                let least = total > columns ? columns - 1 : total
                #expect(used <= columns && used >= least, "\(name) at \(columns): \(short)")
                #expect(short.last == (total > columns ? "…" : text.last), "\(name) at \(columns)")
                #expect(text.hasPrefix(short.dropLast()), "\(name) at \(columns)")
                #expect(WidthOracle.columns(of: DisplayWidth.padded(text, toColumns: columns)) == columns)
            }
        }
    }
}
