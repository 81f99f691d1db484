import Foundation
import MastodonDemoInstance
import Testing

@Suite struct ProgressLineTests {
    @Test func givenProgressLines_whenShown_thenEachIsErasedAndTheTextIsThePlainOutput() async throws {
        let plain = await CommandRun.run(
            ["--pages", "3", "--limit", "2"], on: DemoInstance(seed: 1, clock: { DemoWorld.baseDate }))
        let shown = await CommandRun.run(
            ["--pages", "3", "--limit", "2"], on: DemoInstance(seed: 1, clock: { DemoWorld.baseDate }),
            showsProgress: true)

        #expect(!plain.output.contains("\u{1B}"))
        #expect(!plain.output.contains("⏳"))
        let erased = shown.output.replacingOccurrences(
            of: "⏳ [^\r\n]*\r\u{1B}\\[2K", with: "", options: .regularExpression)
        #expect(erased == plain.output)
    }
}
