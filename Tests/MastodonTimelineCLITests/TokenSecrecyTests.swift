import MastodonDemoInstance
import Testing

@Suite struct TokenSecrecyTests {
    static let token = "s3cr3t-user-token-9f8e7d6c5b4a"

    @Test func givenATokenInTheEnvironment_whenRunInAnyWay_thenItIsSentButNeverWritten() async {
        let instance = DemoInstance(seed: 1)
        let target = ["--instance", instance.baseURL.absoluteString]
        let environment = ["MASTODON_ACCESS_TOKEN": Self.token]
        let commandLines = [
            ["--timeline", "home"], ["--timeline", "home", "--format", "json", "--pages", "2"],
            ["--timeline", "list:99"], ["--bogus"], ["--help"],
        ]

        for arguments in commandLines {
            let run = await CommandRun.run(
                target + arguments, environment: environment, session: instance.makeSession())
            #expect(!run.output.contains(Self.token))
            #expect(!run.errorOutput.contains(Self.token))
        }
        let interactive = await CommandRun.run(
            target + ["--timeline", "home"], environment: environment, lines: ["f 1", "b 999", "q"],
            isTerminal: true, session: instance.makeSession())

        #expect(interactive.status == 0)
        #expect(!interactive.output.contains(Self.token))
        #expect(!interactive.errorOutput.contains(Self.token))
        #expect(instance.requestCount == 6)
        #expect(instance.requests.allSatisfy { $0.hadAuthorization })
    }

    @Test func givenTheDemoInstance_whenRun_thenTheDemoTokenIsNeverWrittenEither() async {
        let instance = DemoInstance(seed: 1, failures: [.error(401, message: "bad", on: .requestNumber(3))])

        for arguments in [["--timeline", "home"], ["demo"], ["--pages", "2"]] {
            let run = await CommandRun.run(arguments, on: instance)
            #expect(!run.output.contains(DemoInstance.accessToken))
            #expect(!run.errorOutput.contains(DemoInstance.accessToken))
        }
    }

    @Test func givenNoToken_whenAskingARealInstanceForHome_thenExits1BeforeAnyRequest() async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(
            ["--instance", instance.baseURL.absoluteString, "--timeline", "home"],
            session: instance.makeSession())

        #expect(run.status == 1)
        #expect(run.errorLines == ["error: this timeline needs a user token: set MASTODON_ACCESS_TOKEN"])
        #expect(instance.requestCount == 0)
    }
}
