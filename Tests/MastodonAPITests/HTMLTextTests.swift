import MastodonAPI
import Testing

@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("<p>Hello world</p>", "Hello world"),
        ("<p>one</p><p>two</p>", "one\n\ntwo"),
        ("<p>line<br>break<br/>again<br />end</p>", "line\nbreak\nagain\nend"),
        (
            "<p><a href=\"https://example.test/@bob\" class=\"u-url mention\">@<span>bob</span></a> hi</p>",
            "@bob hi"
        ),
        (
            "<a href=\"https://example.test/a/very/long/path\"><span class=\"invisible\">https://</span>"
                + "<span class=\"ellipsis\">example.test/a/very/lo</span>"
                + "<span class=\"invisible\">ng/path</span></a>",
            "example.test/a/very/lo…"
        ),
        ("a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &apos;f&apos;", "a & b <c> \"d\" 'e' 'f'"),
        ("x&nbsp;y", "x y"),
        ("&#8364; &#x1F600; &#X41;", "€ 😀 A"),
        ("&unknown; &#0; &#xZZ; & alone", "&unknown; &#0; &#xZZ; & alone"),
        ("caf&eacute; cr&egrave;me br&ucirc;l&eacute;e &Aring;", "café crème brûlée Å"),
        ("&hellip; &mdash; &euro; &copy; &laquo;&raquo; &alpha;&beta; &hearts;", "… — € © «» αβ ♥"),
        ("it&#x27;s &#39;quoted&#39; &#X27;x&#x27;", "it's 'quoted' 'x'"),
        ("&AMP; &QUOT; &LT;&GT; &Eacute;", "& \" <> É"),
        ("&eacute &Unknown; &EACUTE;", "&eacute &Unknown; &EACUTE;"),
        ("1 < 2 and 3 > 2", "1 < 2 and 3 > 2"),
        ("<p>a<!-- hidden <b> --></p>", "a"),
        ("<ul><li>one</li><li>two</li></ul>", "one\ntwo"),
        ("", ""),
        ("<p></p>", ""),
    ])
    func givenStatusHTML_whenConverted_thenTerminalText(html: String, expected: String) {
        #expect(HTMLText.plainText(fromHTML: html) == expected)
    }

    @Test func givenEntitiesInAttribute_whenConverted_thenAttributeDoesNotLeakIntoText() {
        let html = "<p><a href=\"https://example.test/?a=1&amp;b=2\" title=\"x > y\">link</a></p>"

        #expect(HTMLText.plainText(fromHTML: html) == "link")
    }

    @Test func givenDisplayNameWithEntities_whenDecoded_thenCharactersReplaced() {
        #expect(HTMLText.decodingEntities(in: "Tom &amp; Jerry &#x2764;") == "Tom & Jerry ❤")
        #expect(HTMLText.decodingEntities(in: "Ren&eacute;e&nbsp;&amp; co &#x27;24") == "Renée & co '24")
    }
}
