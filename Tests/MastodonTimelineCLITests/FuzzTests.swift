import Foundation
import MastodonAPI
import StoreFlowable
import Testing

@testable import MastodonAPI
@testable import MastodonTimelineCLI

/// Seeded fuzzing of everything that reads server bytes: the JSON decoders, the `Link` header
/// parser, the rate-limit and error-body parsers, the HTML-to-text converter and the HTTP response
/// parser. Every input
/// decodes or yields a typed error, nothing crashes or hangs, and the text shown to people never
/// holds a control character.
///
/// `STOREFLOWABLE_FUZZ_COUNT` sets the number of inputs (default 6,000, a sixth of them of each
/// kind: timeline pages, `Link` headers, HTML, `X-RateLimit-Reset` values, error bodies, raw HTTP
/// responses for the IPv6 transport);
/// `STOREFLOWABLE_FUZZ_SEED` the seed (default 16).
@Suite struct FuzzTests {
    static let count =
        ProcessInfo.processInfo.environment["STOREFLOWABLE_FUZZ_COUNT"].flatMap { Int($0) } ?? 6_000
    static let seed =
        ProcessInfo.processInfo.environment["STOREFLOWABLE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 16

    static let pageSeed = Data(
        StatusPayload.page([
            StatusPayload.status(id: 1, text: "<b>bold</b> &amp; \u{1B}[31mred"), StatusPayload.status(id: 2),
        ]).utf8)
    static let linkSeed = Data(
        (#"<https://social.example.test/api/v1/timelines/public?max_id=1>; rel="next", "#
            + #"<https://social.example.test/api/v1/timelines/public?min_id=9>; rel="prev"; title="a,b;c""#)
            .utf8)
    static let htmlSeed = Data(
        (#"<p>Hi <span class="h-card"><a href="https://x.test/@a">@<span>a</span></a></span> "#
            + #"<a href="https://x.test/long"><span class="invisible">https://</span>"#
            + #"<span class="ellipsis">x.test/very/lo</span><span class="invisible">ng</span></a></p>"#
            + #"<p>second&nbsp;&#x1F600; &#39;q&#39;<br>line</p>"#).utf8)
    static let resetSeed = Data("2026-08-01T13:55:00.820593Z".utf8)
    static let responseSeed = Data(
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nLink: <https://a.test/x>; rel=\"next\"\r\n\r\n4\r\n[{}]\r\n0\r\n\r\n"
            .utf8)
    static let errorSeed = Data(
        #"{"error": "insufficient_scope", "error_description": "outside\n scope"}"#.utf8)

    @Test func givenMutatedAndRandomInputs_whenParsed_thenTypedOutcomesAndCleanText() throws {
        var mutator = Mutator(random: SplitMix64(seed: Self.seed))
        let started = ContinuousClock.now
        var slowest = Duration.zero
        var decodedPages = 0
        for index in 0..<max(1, Self.count / 6) {
            let inputs = [
                mutator.mutate(Self.pageSeed), mutator.mutate(Self.linkSeed), mutator.mutate(Self.htmlSeed),
                mutator.mutate(Self.resetSeed), mutator.mutate(Self.errorSeed),
                mutator.mutate(Self.responseSeed),
            ]
            let one = ContinuousClock.now
            if try checkPage(inputs[0], index: index) { decodedPages += 1 }
            checkLinkHeader(inputs[1])
            checkHTML(inputs[2])
            checkHeaders(reset: inputs[3], errorBody: inputs[4])
            if let response = try? HTTPResponseParser([UInt8](inputs[5])) {
                #expect((100...999).contains(response.statusCode))
            }
            slowest = max(slowest, ContinuousClock.now - one)
        }
        let elapsed = ContinuousClock.now - started
        print(
            "fuzz: \(max(1, Self.count / 6) * 6) inputs (seed \(Self.seed)) in \(elapsed), slowest set \(slowest), \(decodedPages) pages decoded"
        )
        #expect(slowest < .seconds(2), "an input took \(slowest): a parser may be quadratic or stuck")
        #expect(decodedPages > 0, "no mutated page decoded: the fuzzer only exercises error paths")
    }

    /// Decodes a page; a decoded page is rendered for people and as JSON.
    private func checkPage(_ data: Data, index: Int) throws -> Bool {
        let statuses: [Status]
        do {
            statuses = try JSONDecoder().decode([Status].self, from: data)
        } catch {
            #expect(error is DecodingError, "input \(index): \(type(of: error))")
            _ = try? JSONDecoder().decode(Account.self, from: data)
            return false
        }
        let (human, json) = CheckedRendering.render(statuses)
        #expect(
            TerminalText.isClean(human) && !human.contains("\t"),
            "input \(index): \(human.debugDescription)")
        #expect(
            !json.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            })
        return true
    }

    private func checkLinkHeader(_ data: Data) {
        let header = LinkHeader(
            String(decoding: data, as: UTF8.self), baseURL: URL(string: "https://social.example.test/a"))
        for link in header.links {
            #expect(link.url.scheme != nil && link.url.host != nil)
        }
        _ = (header.next, header.prev)
    }

    private func checkHTML(_ data: Data) {
        let text = HTMLText.plainText(fromHTML: String(decoding: data, as: UTF8.self))
        let shown = TerminalText.clean(text, layout: .multiline)
        #expect(TerminalText.isClean(shown))
        #expect(
            !TerminalText.clean(HTMLText.decodingEntities(in: text)).unicodeScalars.contains {
                $0.value < 0x20
            })
    }

    private func checkHeaders(reset: Data, errorBody: Data) {
        _ = HTTPFailure.parseReset(String(decoding: reset, as: UTF8.self))
        let message = HTTPFailure.message(from: errorBody)
        let line = ErrorMessage.line(
            for: MastodonError.http(status: 429, message: message, rateLimitReset: nil))
        #expect(TerminalText.isClean(line) && !line.contains("\n") && !line.contains("\t"))
    }
}
