import Foundation
import MastodonAPI
import Testing

@Suite struct PollAndCardDecodingTests {
    @Test func givenStatusWithPoll_whenDecoded_thenPollFieldsAndHiddenCountsAreRead() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.richFromFork)
        let poll = try #require(status.poll)

        #expect(poll.id == "7")
        #expect(poll.multiple)
        #expect(poll.votesCount == 5)
        #expect(poll.voted == true)
        #expect(poll.ownVotes == [0, 2])
        #expect(poll.options.map(\.title) == ["Tabs", "Spaces", "Both"])
        #expect(poll.options[1].votesCount == nil)
        #expect(poll.expiresAt == MastodonDate.parse("2026-03-03T08:00:00Z"))
    }

    @Test func givenStatusWithCard_whenDecoded_thenEmptyURLsBecomeNil() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.richFromFork)
        let card = try #require(status.card)

        #expect(card.type == .link)
        #expect(card.title == "A story")
        #expect(card.url == URL(string: "https://news.example.test/story"))
        #expect(card.authorUrl == nil)
        #expect(card.embedUrl == nil)
        #expect(card.width == 640)
    }

    @Test func givenStatusWithMedia_whenDecoded_thenProcessingAndUnknownTypesAreKept() throws {
        let status = try decodeFixture(Status.self, StatusFixtures.richFromFork)

        #expect(status.mediaAttachments.count == 2)
        #expect(status.mediaAttachments[0].type == .image)
        #expect(status.mediaAttachments[0].url == nil)
        #expect(status.mediaAttachments[0].description == "A chart")
        #expect(status.mediaAttachments[1].type == .other("model3d"))
        #expect(status.mentions.first?.acct == "alice@social.example.test")
        #expect(status.id == "01HZX3Q8Y9TESTULID000000AB")
    }
}
