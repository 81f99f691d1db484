import Foundation
import MastodonAPI
import Testing

@Suite struct AccountDecodingTests {
    @Test func givenDateOnlyLastStatusAt_whenDecoded_thenMidnightUTC() throws {
        let account = try decodeFixture(Account.self, AccountFixtures.alice)

        #expect(account.lastStatusAt == Date(timeIntervalSince1970: 1_775_865_600))
        #expect(account.createdAt == MastodonDate.parse("2022-11-03"))
    }

    @Test func givenFieldVerifiedWithOffset_whenDecoded_thenVerifiedAtIsRead() throws {
        let account = try decodeFixture(Account.self, AccountFixtures.alice)

        #expect(account.fields.count == 2)
        #expect(account.fields[0].name == "Website")
        #expect(account.fields[0].verifiedAt == Date(timeIntervalSince1970: 1_709_194_530.123))
        #expect(account.fields[1].verifiedAt == nil)
    }

    @Test func givenAccount_whenDecoded_thenProfileFieldsAreRead() throws {
        let account = try decodeFixture(Account.self, AccountFixtures.alice)

        #expect(account.id == "109000000000000001")
        #expect(account.displayName == "Alice :wave:")
        #expect(account.group == false)
        #expect(account.discoverable == nil)
        #expect(account.followersCount == 12)
        #expect(account.emojis.first?.shortcode == "wave")
        #expect(account.avatar == URL(string: "https://files.example.test/avatars/alice.png"))
    }

    @Test func givenRemoteBotWithoutFractionsOrOptionals_whenDecoded_thenDefaultsApply() throws {
        let account = try decodeFixture(Account.self, AccountFixtures.remoteBot)

        #expect(account.createdAt == Date(timeIntervalSince1970: 1_673_775_000))
        #expect(account.lastStatusAt == nil)
        #expect(account.group == nil)
        #expect(account.discoverable == nil)
        #expect(account.header == nil)
        #expect(account.bot)
        #expect(account.locked)
    }
}
