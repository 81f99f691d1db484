import Foundation
import MastodonDemoInstance
import Testing

@Suite struct EntityShapeTests {
    @Test func statusesLookLikeMastodonJSON() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let page = try await client.get("/api/v1/timelines/home?limit=40", token: "t")
        #expect(page.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(page.headers["X-RateLimit-Limit"] == "300")
        #expect(page.headers["X-RateLimit-Remaining"] == "299")
        #expect(page.headers["X-RateLimit-Reset"] == "2026-11-01T12:05:00.000000Z")
        let statuses = try page.statuses()
        let createdAt = #/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/#
        for status in statuses {
            let id = try #require(status["id"] as? String)
            let isNumeric = id.allSatisfy { $0.isNumber }
            #expect(isNumeric)
            #expect(try createdAt.wholeMatch(in: #require(status["created_at"] as? String)) != nil)
            let account = try #require(status["account"] as? [String: Any])
            #expect(try #require(account["avatar"] as? String).hasPrefix(instance.baseURL.absoluteString))
            if let lastStatusAt = account["last_status_at"] as? String {
                #expect(try #/\d{4}-\d{2}-\d{2}/#.wholeMatch(in: lastStatusAt) != nil)
            }
            for key in ["media_attachments", "mentions", "tags", "emojis"] {
                #expect(status[key] is [Any])
            }
            if let original = status["reblog"] as? [String: Any] {
                #expect(status["content"] as? String == "")
                #expect(status["favourites_count"] as? Int == 0)
                #expect(original["reblog"] is NSNull)
            } else {
                #expect(try #require(status["content"] as? String).hasPrefix("<p>"))
            }
        }
        #expect(statuses.contains { $0["reblog"] is [String: Any] })
    }

    @Test func mediaMentionsAndTagsCarryURLs() async throws {
        let instance = DemoInstance()
        let world = instance.world
        let client = DemoClient(instance)
        let withMedia = try #require(world.publicTimeline(onlyMedia: true).first)
        let status = try await client.get("/api/v1/statuses/\(withMedia.id)").object()
        let media = try #require((status["media_attachments"] as? [[String: Any]])?.first)
        #expect(try #require(media["url"] as? String).hasPrefix("\(instance.baseURL.absoluteString)/system/"))
        #expect(media["type"] as? String == withMedia.media.first?.type.rawValue)
        let mentioning = try #require(world.publicTimeline().first { !$0.mentionedAccountIDs.isEmpty })
        let mentionJSON = try await client.get("/api/v1/statuses/\(mentioning.id)").object()
        let mention = try #require((mentionJSON["mentions"] as? [[String: Any]])?.first)
        #expect(mention["id"] as? String == mentioning.mentionedAccountIDs.first)
        let acct = try #require(mention["acct"] as? String)
        #expect(
            try #require(mentionJSON["content"] as? String).contains(
                "@<span>\(acct.split(separator: "@")[0])</span>"))
        let tagged = try #require(world.publicTimeline().first { !$0.tags.isEmpty })
        let tagJSON = try await client.get("/api/v1/statuses/\(tagged.id)").object()
        let tag = try #require((tagJSON["tags"] as? [[String: Any]])?.first)
        #expect(tag["url"] as? String == "\(instance.baseURL.absoluteString)/tags/\(tagged.tags[0])")
    }
}
