import MastodonAPI
import Testing

@testable import MastodonTimelineCLI

/// Counts come from the server: showing a favourite or a boost at once never overflows one.
@Suite struct CounterOverflowTests {
    @Test func givenTheLargestCounts_whenFavouritedAndBoostedAtOnce_thenTheCountsStayAndNothingTraps() {
        var status = Status(
            id: "1", createdAt: .now, reblogsCount: .max, favouritesCount: .max,
            account: Account(id: "9", username: "ada", acct: "ada", createdAt: .now))

        StatusAction.favourite.optimisticChange(&status)
        StatusAction.reblog.optimisticChange(&status)

        #expect(status.favouritesCount == .max)
        #expect(status.reblogsCount == .max)
        #expect(status.favourited == true)
        #expect(status.reblogged == true)
        #expect(StatusAction.oneMore(41) == 42)
    }
}
