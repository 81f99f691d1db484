import Foundation
import MastodonDemoInstance
import Testing

@Suite struct TimelineFilterTests {
    @Test func localRemoteMediaAndTagFiltersSelectTheRightStatuses() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        func accts(_ path: String) async throws -> [String] {
            try await client.get(path).statuses().compactMap {
                ($0["account"] as? [String: Any])?["acct"] as? String
            }
        }
        let local = try await accts("/api/v1/timelines/public?local=true&limit=40")
        #expect(local.count == 40)
        #expect(local.allSatisfy { !$0.contains("@") })
        let remote = try await accts("/api/v1/timelines/public?remote=1&limit=40")
        #expect(!remote.isEmpty)
        #expect(remote.allSatisfy { $0.contains("@") })
        #expect(
            try await accts("/api/v1/timelines/public?local=false&limit=40").contains { $0.contains("@") })
        let media = try await client.get("/api/v1/timelines/public?only_media=true&limit=40").statuses()
        #expect(!media.isEmpty)
        #expect(media.allSatisfy { ($0["media_attachments"] as? [Any])?.isEmpty == false })
        let publicPage = try await client.get("/api/v1/timelines/public?limit=40").statuses()
        #expect(publicPage.allSatisfy { $0["reblog"] is NSNull && $0["visibility"] as? String == "public" })

        let tag = try #require(instance.world.publicTimeline().first { !$0.tags.isEmpty }?.tags.first)
        let tagged = try await client.get("/api/v1/timelines/tag/\(tag.uppercased())?limit=40").statuses()
        #expect(!tagged.isEmpty)
        #expect(
            tagged.allSatisfy { status in
                (status["tags"] as? [[String: Any]])?.contains { $0["name"] as? String == tag } == true
            }
        )
        #expect(try await client.get("/api/v1/timelines/tag/nosuchtag").ids().isEmpty)
    }
}
