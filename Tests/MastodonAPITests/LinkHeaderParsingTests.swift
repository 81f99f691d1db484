import Foundation
import MastodonAPI
import Testing

@Suite struct LinkHeaderParsingTests {
    private let older = "https://social.example.test/api/v1/timelines/public?max_id=100"
    private let newer = "https://social.example.test/api/v1/timelines/public?min_id=200"

    @Test func givenNextAndPrev_whenParsed_thenBothURLs() {
        let header = LinkHeader("<\(older)>; rel=\"next\", <\(newer)>; rel=\"prev\"")

        #expect(header.next == URL(string: older))
        #expect(header.prev == URL(string: newer))
        #expect(header.links.count == 2)
    }

    @Test func givenOnlyPrev_whenParsed_thenNextIsNil() {
        let header = LinkHeader("<\(newer)>; rel=\"prev\"")

        #expect(header.next == nil)
        #expect(header.prev == URL(string: newer))
    }

    @Test func givenEmptyHeader_whenParsed_thenNoLinks() {
        let header = LinkHeader("")

        #expect(header.links.isEmpty)
        #expect(header.next == nil)
        #expect(header.prev == nil)
    }

    @Test func givenUnquotedParamsAndExtraWhitespace_whenParsed_thenRelsFound() {
        let header = LinkHeader("  < \(older) >;rel=next ,\t<\(newer)> ;  REL = Previous ; title=x ")

        #expect(header.next == URL(string: older))
        #expect(header.prev == URL(string: newer))
        #expect(header.links[1].parameters["title"] == "x")
    }

    @Test func givenMultipleRelsInOneValue_whenParsed_thenEachRelationMatches() {
        let header = LinkHeader("<\(older)>; rel=\"next last\", <\(newer)>; rel=\"prev first\"")

        #expect(header.url(forRelation: "last") == URL(string: older))
        #expect(header.url(forRelation: "first") == URL(string: newer))
        #expect(header.next == URL(string: older))
        #expect(header.links[0].relations == ["next", "last"])
    }

    @Test func givenCommasAndSemicolonsInsideQuotes_whenParsed_thenLinksNotSplitThere() {
        let header = LinkHeader(
            "<\(older)>; title=\"a, b; c=\\\"d\\\"\"; rel=\"next\", <\(newer)>; rel=\"prev\"")

        #expect(header.links.count == 2)
        #expect(header.links[0].parameters["title"] == "a, b; c=\"d\"")
        #expect(header.next == URL(string: older))
        #expect(header.prev == URL(string: newer))
    }

    @Test func givenMalformedEntry_whenParsed_thenOtherLinksSurvive() {
        let header = LinkHeader("garbage; rel=\"x, y\", <\(newer)>; rel=\"prev\"")

        #expect(header.links.count == 1)
        #expect(header.prev == URL(string: newer))
    }

    @Test func givenRelativeTarget_whenParsedWithBase_thenResolvedAgainstRequestURL() {
        let base = URL(string: "https://social.example.test/api/v1/timelines/home?limit=5")

        let header = LinkHeader("</api/v1/timelines/home?max_id=9>; rel=\"next\"", baseURL: base)

        #expect(header.next == URL(string: "https://social.example.test/api/v1/timelines/home?max_id=9"))
    }
}
