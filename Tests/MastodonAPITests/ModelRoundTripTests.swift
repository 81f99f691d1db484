import Foundation
import MastodonAPI
import Testing

@Suite struct ModelRoundTripTests {
    @Test(arguments: [
        StatusFixtures.anonymous, StatusFixtures.boostWrapper, StatusFixtures.richFromFork,
    ])
    func givenDecodedStatus_whenEncodedAndDecoded_thenEqual(json: String) throws {
        let status = try decodeFixture(Status.self, json)

        #expect(try roundTrip(status) == status)
    }

    @Test func givenAnonymousStatus_whenEncoded_thenSnakeCaseKeysAndUserBooleansOmitted() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.anonymous)

        let object = try jsonObject(status)

        #expect(object["created_at"] as? String == "2026-03-01T10:20:30.000Z")
        #expect(object["favourites_count"] as? Int == 3)
        #expect(object["spoiler_text"] as? String == "")
        #expect(object["media_attachments"] is [Any])
        #expect(object["reblog"] is NSNull)
        #expect(object["favourited"] == nil)
        #expect(object["createdAt"] == nil)
    }

    @Test func givenAccount_whenEncoded_thenLastStatusAtIsDateOnly() throws {
        let account = try decodeFixture(Account.self, AccountFixtures.alice)

        let object = try jsonObject(account)

        #expect(object["last_status_at"] as? String == "2026-04-11")
        #expect(object["display_name"] as? String == "Alice :wave:")
        #expect(try roundTrip(account) == account)
    }

    @Test func givenMemberwiseStatus_whenEncodedAndDecoded_thenEqual() throws {
        let account = Account(
            id: "1", username: "demo", acct: "demo", createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        let original = Status(
            id: "2", createdAt: Date(timeIntervalSince1970: 1_700_000_100.5), content: "<p>hi</p>",
            account: account)
        let boost = Status(
            id: "3", createdAt: Date(timeIntervalSince1970: 1_700_000_200), reblogged: true, reblog: original,
            account: account)

        let decoded = try roundTrip(boost)

        #expect(decoded == boost)
        #expect(decoded.displayed == original)
    }
}
