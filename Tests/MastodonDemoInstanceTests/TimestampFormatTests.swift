import Foundation
import MastodonDemoInstance
import Testing

@Suite struct TimestampFormatTests {
    @Test func createdAtStringsMatchTheWorldsDates() async throws {
        let instance = DemoInstance()
        let statuses = try await DemoClient(instance).get("/api/v1/timelines/public?limit=40").statuses()
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for status in statuses {
            let id = try #require(status["id"] as? String)
            let text = try #require(status["created_at"] as? String)
            let parsed = try #require(formatter.date(from: text))
            let expected = try #require(instance.world.status(id: id)).createdAt
            #expect(abs(parsed.timeIntervalSince(expected)) < 0.001)
        }
        let account = try #require(statuses.first?["account"] as? [String: Any])
        let created = try #require(account["created_at"] as? String)
        #expect(created.hasSuffix("T00:00:00.000Z"))
    }
}
