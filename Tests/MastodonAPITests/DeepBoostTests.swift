import Foundation
import Testing

@testable import MastodonAPI

/// A boost nested hundreds deep is refused at its top, before the chain is decoded, with a reason of one
/// short line.
@Suite struct DeepBoostTests {
    static func chain(depth: Int) -> String {
        var status =
            #"{"id": "0", "created_at": "2026-05-01T09:30:00.000Z", "account": {"id": "9", "username": "a", "acct": "a"}}"#
        for level in 1...depth {
            status =
                #"{"id": "\#(level)", "created_at": "2026-05-01T09:30:00.000Z", "account": {"id": "9", "username": "a", "acct": "a"}, "reblog": \#(status)}"#
        }
        return status
    }

    @Test
    func givenABoostChainHundredsDeep_whenAPageIsDecoded_thenItIsSkippedWithAShortReasonAndTheRestShows()
        throws
    {
        let plain =
            #"{"id": "7", "created_at": "2026-05-01T09:30:00.000Z", "account": {"id": "9", "username": "a", "acct": "a"}}"#
        let page = "[" + Self.chain(depth: 500) + "," + plain + "]"

        let list = try JSONDecoder().decode(LossyList<Status>.self, from: Data(page.utf8))

        #expect(list.elements.map(\.id) == ["7"])
        let reason = try #require(list.skipped.first?.reason)
        // Refused at the top, before the chain is decoded: no recursion as deep as the chain.
        #expect(reason == "[0].reblog: a boost of a boost")
    }
}
