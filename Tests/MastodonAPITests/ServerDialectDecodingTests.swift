import Foundation
import MastodonAPI
import Testing

/// Each server's own shape of a status decodes, with its ids, reply ids, author and text as sent.
@Suite struct ServerDialectDecodingTests {
    @Test(arguments: ServerDialects.all)
    func givenAStatusInTheShapeOfAServer_whenDecoded_thenIdsAuthorAndTextAreRead(
        sample: ServerDialects.Sample
    ) throws {
        let status = try decodeFixture(Status.self, sample.json)

        #expect(status.id == sample.id)
        #expect(status.inReplyToId == sample.inReplyToId)
        #expect(status.inReplyToAccountId == sample.inReplyToAccountId)
        #expect(status.account.acct == sample.acct)
        #expect(!HTMLText.plainText(fromHTML: status.content).isEmpty)
    }

    @Test(arguments: ServerDialects.all)
    func givenAStatusOfAnyServer_whenRoundTripped_thenItIsUnchanged(sample: ServerDialects.Sample) throws {
        let status = try decodeFixture(Status.self, sample.json)

        #expect(try roundTrip(status) == status)
    }

    @Test func givenServerExtensions_whenDecoded_thenTheirValuesAreKeptOrDefaulted() throws {
        let akkoma = try decodeFixture(Status.self, ServerDialects.akkoma.json)
        let pixelfed = try decodeFixture(Status.self, ServerDialects.pixelfed.json)
        let pleroma = try decodeFixture(Status.self, ServerDialects.pleroma.json)

        #expect(akkoma.visibility == .other("local"))
        #expect(akkoma.tags.map(\.name) == ["akkoma"])
        #expect(pixelfed.spoilerText == "")
        #expect(pixelfed.language == nil)
        #expect(pixelfed.mediaAttachments.map(\.id) == ["595183006000000000"])
        #expect(pleroma.card == nil)
        #expect(pleroma.spoilerText == "Tom &amp; Jerry")
    }
}
