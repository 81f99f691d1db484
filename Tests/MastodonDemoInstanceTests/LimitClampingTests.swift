import Foundation
import MastodonDemoInstance
import Testing

@Suite struct LimitClampingTests {
    @Test func limitDefaultsTo20AndIsCutTo40() async throws {
        let client = DemoClient(DemoInstance())
        #expect(try await client.get("/api/v1/timelines/public").ids().count == 20)
        #expect(try await client.get("/api/v1/timelines/public?limit=5").ids().count == 5)
        #expect(try await client.get("/api/v1/timelines/public?limit=40").ids().count == 40)
        let clamped = try await client.get("/api/v1/timelines/public?limit=100")
        #expect(try clamped.ids().count == 40)
        #expect(clamped.links()["next"]?.query?.contains("limit=100") == true)
        #expect(try await client.get("/api/v1/timelines/public?limit=-7").ids().count == 7)
        let zero = try await client.get("/api/v1/timelines/public?limit=0")
        #expect(try zero.ids().isEmpty)
        #expect(zero.link == nil)
    }
}
