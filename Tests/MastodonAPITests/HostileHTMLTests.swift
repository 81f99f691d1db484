import MastodonAPI
import Testing

/// Hostile content costs what reading it costs: no part of the input is read once per character or per
/// `<`. The time limit only catches a hang (the whole suite runs at once and shares the machine); before
/// the fix these inputs took hours.
@Suite struct HostileHTMLTests {
    @Test(.timeLimit(.minutes(10)))
    func givenMegabytesOfText_whenRendered_thenAllOfItComesOut() {
        let words = String(repeating: "word &amp; ", count: 400_000)

        let text = HTMLText.plainText(fromHTML: "<p>" + words + "</p>")

        #expect(text.count == 400_000 * 7 - 1)
        #expect(text.hasPrefix("word & word & "))
    }

    @Test(.timeLimit(.minutes(10)))
    func givenMegabytesOfUnclosedTagsAndQuotes_whenRendered_thenTheyReadAsText() {
        let unclosedQuotes = String(repeating: "<a x=\"", count: 300_000)
        let unclosedComment = "<p>seen</p><!-- " + String(repeating: "<b>", count: 300_000)

        #expect(HTMLText.plainText(fromHTML: unclosedQuotes) == unclosedQuotes)
        #expect(HTMLText.plainText(fromHTML: unclosedComment).hasPrefix("seen\n\n<!-- <b><b>"))
    }

    @Test func givenAQuotedValueWithoutItsClosingQuote_whenRendered_thenTheRestReadsAsText() {
        #expect(
            HTMLText.plainText(fromHTML: "<p>before</p><a href=\"x>link</a>")
                == "before\n\n<a href=\"x>link</a>")
        #expect(HTMLText.decodingEntities(in: String(repeating: "&lt;", count: 3)) == "<<<")
    }
}
