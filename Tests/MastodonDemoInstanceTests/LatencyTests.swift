import Foundation
import MastodonDemoInstance
import Testing

@Suite struct LatencyTests {
    @Test func responsesArriveAfterTheConfiguredLatency() async throws {
        let instance = DemoInstance(latency: .milliseconds(60))
        let client = DemoClient(instance)
        let clock = ContinuousClock()
        let started = clock.now
        let page = try await client.get("/api/v1/timelines/public?limit=2")
        #expect(clock.now - started >= .milliseconds(60))
        #expect(try page.ids().count == 2)
        instance.latency = .zero
        #expect(instance.latency == .zero)
        #expect(try await client.get("/api/v1/timelines/public?limit=1").ids().count == 1)
    }
}
