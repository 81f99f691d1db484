import Foundation
import MastodonAPI
import Testing

@Suite struct UnknownVisibilityTests {
    @Test func givenForkVisibilityLocal_whenDecoded_thenKeptAsOther() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.richFromFork)

        #expect(status.visibility == .other("local"))
        #expect(status.visibility.rawValue == "local")
    }

    @Test func givenForkVisibilityLocal_whenReEncoded_thenRawStringIsWrittenBack() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.richFromFork)

        let object = try jsonObject(status)

        #expect(object["visibility"] as? String == "local")
    }

    @Test(arguments: ["public", "unlisted", "private", "direct", "list"])
    func givenAnyVisibilityString_whenRoundTripped_thenSameString(raw: String) throws {
        let visibility = Visibility(rawValue: raw)

        let decoded = try JSONDecoder().decode(Visibility.self, from: JSONEncoder().encode(visibility))

        #expect(decoded == visibility)
        #expect(decoded.rawValue == raw)
    }
}
