import MastodonDemoInstance
import Testing

@Suite struct PageFailureTests {
    /// The second page fails on each of its three attempts (a 502 is retried twice).
    static let secondPageFails: [FailureRule] = (2...4).map { .badGateway(on: .requestNumber($0)) }

    @Test func givenTheSecondPageFails_whenPaging_thenKeepsThePageShownAndExits1WithOneLine() async throws {
        let instance = DemoInstance(seed: 1, failures: Self.secondPageFails)

        let human = await CommandRun.run(["--pages", "3"], on: instance)

        #expect(human.status == 1)
        let failed =
            "GET https://\(instance.host):443\(instance.requests.last?.url.path ?? "?")?"
            + (instance.requests.last?.url.query ?? "?")
        let line = "\(failed): HTTP 502 Bad Gateway (an HTML page, not JSON)"
        #expect(human.errorLines == ["error: \(line)"])
        #expect(instance.requests.last?.url.query?.hasPrefix("max_id=") == true)
        #expect(human.output.contains("\n[20] "))
        #expect(!human.output.contains("── page 2 ──"))
        #expect(instance.requestCount == 4)

        instance.failures = Self.secondPageFails
        instance.resetRequestLog()
        let json = await CommandRun.run(["--pages", "3", "--format", "json"], on: instance)

        #expect(json.status == 1)
        let last = try #require(try json.jsonLines().last)
        #expect(last["state"] as? String == "completed")
        #expect(last["next"] as? String == "error")
        #expect(last["error"] as? String == line)
        #expect((last["ids"] as? [String])?.count == 20)
    }
}
