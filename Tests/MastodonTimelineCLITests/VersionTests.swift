import MastodonDemoInstance
import StoreFlowable
import Testing

@Suite struct VersionTests {
    @Test func givenVersion_whenRun_thenPrintsTheProgramAndLibraryVersionAndExits0() async {
        let run = await CommandRun.run(["--version"], on: DemoInstance(seed: 1))

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let version = StoreFlowableVersion.string
        #expect(run.output == "mastodon-timeline \(version) (StoreFlowable \(version))\n")
    }
}
