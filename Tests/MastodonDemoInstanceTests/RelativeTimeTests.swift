import Foundation
import MastodonDemoInstance
import Testing

/// The demo's posts are dated relative to its clock: minutes old at the top, days old at the bottom.
@Suite struct RelativeTimeTests {
    @Test(arguments: [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 2_000_000_000)])
    func givenAClock_whenTheDemoIsCreated_thenItsPostsAreMinutesToDaysOld(now: Date) async throws {
        let instance = DemoInstance(seed: 1, clock: { now })

        let page = try await DemoClient(instance).get("/api/v1/timelines/public?limit=1")
        let text = try #require(try page.statuses().first?["created_at"] as? String)
        let newestPublic = try #require(Timestamp.parse(text))
        let newest = try #require(instance.world.statuses.first?.createdAt)
        let oldest = try #require(instance.world.statuses.last?.createdAt)

        #expect(now.timeIntervalSince(newest) >= 2 * 60)
        #expect(now.timeIntervalSince(newest) <= 10 * 60)
        #expect(now.timeIntervalSince(newestPublic) >= 2 * 60)
        #expect(now.timeIntervalSince(newestPublic) <= 60 * 60)
        #expect(now.timeIntervalSince(oldest) >= 2 * 86_400)
        #expect(now.timeIntervalSince(oldest) <= 7 * 86_400)
        #expect(instance.world.notifications.allSatisfy { $0.createdAt < now })
    }

    @Test func givenTheDefaultClock_whenTheDemoIsCreated_thenItsNewestPostIsMinutesOldNow() throws {
        let instance = DemoInstance(seed: 1)

        let newest = try #require(instance.world.statuses.first?.createdAt)

        #expect(Date().timeIntervalSince(newest) > 60)
        #expect(Date().timeIntervalSince(newest) < 15 * 60)
    }
}

/// RFC 3339 parsing for the assertions above.
private enum Timestamp {
    static func parse(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
