import Foundation
import MastodonAPI
import Testing

@Suite struct EditedAtDecodingTests {
    @Test func givenEditedAtAbsent_whenDecoded_thenNil() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.withEditedAt(nil))

        #expect(status.editedAt == nil)
    }

    @Test func givenEditedAtNull_whenDecoded_thenNil() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.withEditedAt("null"))

        #expect(status.editedAt == nil)
    }

    @Test func givenEditedAtPresent_whenDecoded_thenDateIsRead() throws {
        let status = try decodeFixture(
            Status.self, StatusFixtures.withEditedAt(#""2026-03-01T12:30:00.250Z""#))

        #expect(status.editedAt == Date(timeIntervalSince1970: 1_772_368_200.25))
    }

    @Test func givenEditedAtWithOffset_whenDecoded_thenConvertedToUTC() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.richFromFork)

        #expect(status.editedAt == MastodonDate.parse("2026-03-02T08:05:00Z"))
    }
}
