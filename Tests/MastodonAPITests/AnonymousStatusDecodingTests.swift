import Foundation
import MastodonAPI
import Testing

@Suite struct AnonymousStatusDecodingTests {
    @Test func givenAnonymousStatus_whenDecoded_thenUserBooleansAreNil() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.anonymous)

        #expect(status.favourited == nil)
        #expect(status.reblogged == nil)
        #expect(status.bookmarked == nil)
        #expect(status.muted == nil)
        #expect(status.pinned == nil)
    }

    @Test func givenAnonymousStatus_whenDecoded_thenNullAndAbsentOptionalsAreNil() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.anonymous)

        #expect(status.card == nil)
        #expect(status.poll == nil)
        #expect(status.reblog == nil)
        #expect(status.editedAt == nil)
        #expect(status.application == nil)
        #expect(status.inReplyToId == nil)
    }

    @Test func givenAnonymousStatus_whenDecoded_thenFieldsAndDateWithoutFractionAreRead() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.anonymous)

        #expect(status.id == "110000000000000001")
        #expect(status.createdAt == Date(timeIntervalSince1970: 1_772_360_430))
        #expect(status.visibility == .public)
        #expect(status.repliesCount == 1)
        #expect(status.reblogsCount == 2)
        #expect(status.favouritesCount == 3)
        #expect(
            status.tags == [Tag(name: "swift", url: URL(string: "https://social.example.test/tags/swift"))])
        #expect(status.account.username == "alice")
        #expect(status.displayed == status)
    }
}
