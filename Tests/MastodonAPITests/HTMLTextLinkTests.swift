import MastodonAPI
import Testing

/// `expandingLinks`: a link the server shortened reads as its whole target; everything else reads as
/// without it.
@Suite struct HTMLTextLinkTests {
    /// Mastodon's markup for a link it shortens to `example.test/a/very/lo…`.
    static let shortened =
        #"<a href="https://example.test/a/very/long/path?q=1" rel="nofollow noopener" target="_blank">"#
        + #"<span class="invisible">https://</span><span class="ellipsis">example.test/a/very/lo</span>"#
        + #"<span class="invisible">ng/path?q=1</span></a>"#

    @Test(arguments: [
        ("<p>see \(shortened) now</p>", "see https://example.test/a/very/long/path?q=1 now"),
        ("<p>one</p><p>\(shortened)</p>", "one\n\nhttps://example.test/a/very/long/path?q=1"),
        (
            #"<p><a href="https://example.test/@bob" class="u-url mention">@<span>bob</span></a> hi</p>"#,
            "@bob hi"
        ),
        (#"<p><a href="https://example.test/tags/x" class="hashtag">#<span>x</span></a></p>"#, "#x"),
        (#"<p><a href="https://example.test/plain">example.test/plain</a></p>"#, "example.test/plain"),
        // A shortened link without a target keeps its text; one that never closes too.
        (#"<a><span class="ellipsis">x.test/lo</span></a>"#, "x.test/lo…"),
        (#"<p><a href="https://x.test/long"><span class="ellipsis">x.test/lo</span></p>"#, "x.test/lo…"),
        // Whitespace in a target cannot break the line.
        (
            "<a href=\" https://x.test/a\nb \"><span class=\"ellipsis\">x.test/a</span></a>",
            "https://x.test/ab"
        ),
    ])
    func givenLinks_whenExpanded_thenShortenedOnesReadAsTheirTarget(html: String, text: String) {
        #expect(HTMLText.plainText(fromHTML: html, expandingLinks: true) == text)
    }

    @Test func givenAShortenedLink_whenNotExpanded_thenItReadsAsOnTheWeb() {
        #expect(HTMLText.plainText(fromHTML: Self.shortened) == "example.test/a/very/lo…")
        #expect(
            HTMLText.plainText(fromHTML: Self.shortened, expandingLinks: false) == "example.test/a/very/lo…")
    }

    @Test(.timeLimit(.minutes(10)))
    func givenManyShortenedLinks_whenExpanded_thenEachReadsAsItsTargetOnce() {
        let html = String(repeating: Self.shortened + " ", count: 20_000)

        let text = HTMLText.plainText(fromHTML: html, expandingLinks: true)

        #expect(text.split(separator: " ").count == 20_000)
        #expect(text.split(separator: " ").allSatisfy { $0 == "https://example.test/a/very/long/path?q=1" })
    }
}
