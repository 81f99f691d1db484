import Foundation
import MastodonAPI
import Testing

@Suite struct MastodonDateParsingTests {
    @Test(arguments: [
        ("2023-05-28T11:57:00.378Z", 1_685_275_020.378),
        ("2023-05-28T11:57:00Z", 1_685_275_020),
        ("2023-05-28T11:57:00.378+00:00", 1_685_275_020.378),
        ("2023-05-28T13:57:00.378+02:00", 1_685_275_020.378),
        ("2023-05-28T06:57:00-0500", 1_685_275_020),
        ("2026-08-01T13:55:00.820593Z", 1_785_592_500.820593),
        ("2023-05-28 11:57:00Z", 1_685_275_020),
        ("2026-04-11", 1_775_865_600),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        ("1969-12-31T23:59:59.5Z", -0.5),
    ])
    func givenValidTimestamp_whenParsed_thenExactInstant(text: String, seconds: Double) {
        #expect(MastodonDate.parse(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "", "yesterday", "2023-13-01", "2023-02-29", "2023-05-28T25:00:00Z", "2023-05-28T11:57:00.Z",
        "2023-05-28T11:57:00Zjunk", "2023-5-28", "1685275020",
    ])
    func givenMalformedTimestamp_whenParsed_thenNil(text: String) {
        #expect(MastodonDate.parse(text) == nil)
    }

    @Test func givenDate_whenFormatted_thenMastodonStyleAndParsesBack() throws {
        let date = Date(timeIntervalSince1970: 1_685_275_020.378)

        let text = MastodonDate.string(from: date)

        #expect(text == "2023-05-28T11:57:00.378Z")
        #expect(MastodonDate.parse(text) == date)
        #expect(MastodonDate.dateOnlyString(from: date) == "2023-05-28")
    }

    @Test func givenMicrosecondDate_whenFormatted_thenMicrosecondsKept() throws {
        let date = try #require(MastodonDate.parse("2026-08-01T13:55:00.820593Z"))

        let text = MastodonDate.string(from: date)

        #expect(text == "2026-08-01T13:55:00.820593Z")
        #expect(MastodonDate.parse(text) == date)
    }
}
