import Foundation
import MastodonAPI
import Testing

@Suite struct BoostDecodingTests {
    @Test func givenBoostWrapper_whenDecoded_thenOriginalIsInReblogAndDisplayed() throws {
        let wrapper = try decodeFixture(Status.self, StatusFixtures.boostWrapper)

        #expect(wrapper.id == "110000000000000009")
        #expect(wrapper.content.isEmpty)
        #expect(wrapper.account.acct == "weatherbot@other.example.test")
        let original = try #require(wrapper.reblog)
        #expect(original.id == "110000000000000002")
        #expect(original.reblog == nil)
        #expect(original.favouritesCount == 7)
        #expect(original.favourited == true)
        #expect(original.pinned == false)
        #expect(original.visibility == .unlisted)
        #expect(original.application == Application(name: "Web"))
        #expect(wrapper.displayed.id == "110000000000000002")
        #expect(wrapper.displayed.account.username == "alice")
    }

    @Test func givenBoostWrapper_whenReblogWrittenThroughKeyPath_thenWrapperHoldsNewOriginal() throws {
        var wrapper = try decodeFixture(Status.self, StatusFixtures.boostWrapper)
        let keyPath: WritableKeyPath<Status, Status?> = \Status.reblog
        var edited = try #require(wrapper.reblog)
        edited.favouritesCount = 8

        wrapper[keyPath: keyPath] = edited

        #expect(wrapper.reblog?.favouritesCount == 8)
        #expect(wrapper.displayed.favouritesCount == 8)
        wrapper.reblog = nil
        #expect(wrapper.displayed.id == wrapper.id)
    }

    @Test func givenTwoDecodesOfSameBoost_whenCompared_thenEqualAndHashEqual() throws {
        let first = try decodeFixture(Status.self, StatusFixtures.boostWrapper)
        var second = try decodeFixture(Status.self, StatusFixtures.boostWrapper)

        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        second.reblog?.content = "<p>changed</p>"
        #expect(first != second)
    }
}
