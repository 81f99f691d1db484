import Foundation
import LoopbackHTTP
import MastodonDemoInstance
import Testing

@testable import MastodonTimelineCLI

/// One cache per origin and account, run as a user runs it: the built program against loopback servers.
@Suite struct PartitionTests {
    /// A server whose home timeline belongs to the account of each token it accepts.
    static func accountServer(_ accounts: [String: (id: String, name: String)]) throws -> LoopbackServer {
        let server = try LoopbackServer()
        server.handler = { request in
            let token = request.header("Authorization")?.replacingOccurrences(of: "Bearer ", with: "")
            guard let token, let account = accounts[token] else {
                return .json(StatusPayload.object(["error": "The access token is invalid"]), status: 401)
            }
            if request.target.hasPrefix("/api/v1/accounts/verify_credentials") {
                var payload =
                    StatusPayload.status(id: 1, text: account.name)["account"] as? [String: Any] ?? [:]
                payload["id"] = account.id
                return .json(StatusPayload.object(payload))
            }
            return .json(StatusPayload.page([StatusPayload.status(id: 1, text: "\(account.name)Home")]))
        }
        return server
    }

    /// A server whose public timeline says `word`.
    static func publicServer(_ word: String) throws -> LoopbackServer {
        let server = try LoopbackServer()
        server.handler = { _ in .json(StatusPayload.page([StatusPayload.status(id: 1, text: word)])) }
        return server
    }

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("partitions-\(UUID().uuidString)")
    }

    @Test func givenTwoServersOnOneHost_whenTheSecondRuns_thenItNeverShowsTheFirstsCachedPosts() async throws
    {
        let cache = Self.folder().path
        let first = try Self.publicServer("fromFirst")
        let second = try Self.publicServer("fromSecond")
        defer { second.stop() }
        let firstRun = try await BuiltExecutable.run([
            "--instance", first.baseURL.absoluteString, "--cache", cache,
        ])
        #expect(firstRun.output.contains("fromFirst"))
        first.stop(keepingPort: true)

        let secondRun = try await BuiltExecutable.run([
            "--instance", second.baseURL.absoluteString, "--cache", cache,
        ])
        let nobodyListens = try await BuiltExecutable.run([
            "--instance", "http://127.0.0.1:9", "--cache", cache,
        ])
        let firstAgain = try await BuiltExecutable.run([
            "--instance", first.baseURL.absoluteString, "--cache", cache,
        ])

        #expect(secondRun.status == 0)
        #expect(secondRun.output.hasPrefix("[1] "))
        #expect(secondRun.output.contains("fromSecond"))
        #expect(!secondRun.output.contains("fromFirst"))
        #expect(nobodyListens.status == 1)
        #expect(nobodyListens.output.isEmpty)
        // Offline, the first server's own cache still shows.
        #expect(firstAgain.status == 0)
        #expect(firstAgain.output.contains("fromFirst"))
    }

    @Test func givenAnAccountsCachedHome_whenAnotherTokenIsRejected_thenNothingPrivateShowsBeforeOrAfter()
        async throws
    {
        let cache = Self.folder().path
        let server = try Self.accountServer(["token-a": ("1", "alice"), "token-b2": ("2", "bob")])
        defer { server.stop() }
        let home = ["--instance", server.baseURL.absoluteString, "--timeline", "home", "--cache", cache]
        func run(_ token: String) async throws -> BuiltExecutable.Result {
            try await BuiltExecutable.run(home, environment: ["MASTODON_ACCESS_TOKEN": token])
        }
        let alice = try await run("token-a")
        #expect(alice.output.contains("aliceHome"))

        let rejected = try await run("token-b")

        #expect(rejected.status == 1)
        #expect(rejected.output.isEmpty)
        #expect(
            rejected.errorOutput
                == "error: the token in MASTODON_ACCESS_TOKEN is not accepted by "
                + "http://127.0.0.1:\(server.port) (HTTP 401); nothing cached is shown\n")
        let bob = try await run("token-b2")
        #expect(bob.status == 0)
        #expect(bob.output.contains("bobHome"))
        #expect(!bob.output.contains("aliceHome"))
        server.stop(keepingPort: true)
        let rejectedOffline = try await run("token-b")
        #expect(rejectedOffline.status == 1)
        #expect(!rejectedOffline.output.contains("aliceHome"))
        #expect(!rejectedOffline.output.contains("bobHome"))
        let aliceOffline = try await run("token-a")
        #expect(aliceOffline.status == 0)
        #expect(aliceOffline.output.contains("aliceHome"))
        #expect(!aliceOffline.output.contains("bobHome"))
    }

    @Test func givenUmaskZeroAndOnlyHome_whenRun_thenTheOnlyFilesWrittenAreOwnerOnlyPartitions() async throws
    {
        let home = Self.folder()
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let server = try Self.accountServer(["token-a": ("1", "alice")])
        defer { server.stop() }
        let result = try await BuiltExecutable.run(
            ["--instance", server.baseURL.absoluteString, "--timeline", "home"],
            environment: ["HOME": home.path, "MASTODON_ACCESS_TOKEN": "token-a"], shellSetup: "umask 000")
        #expect(result.status == 0)

        // Foundation makes empty folders for its shared URL cache and cookies when a session is configured;
        // the example sets neither, so nothing is ever written into them.
        let origin = ".cache/mastodon-timeline/http_127.0.0.1_\(server.port)"
        let manager = FileManager.default
        let files = try manager.subpathsOfDirectory(atPath: home.path).filter { path in
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: home.appendingPathComponent(path).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
        #expect(files.sorted() == ["\(origin)/account-1.sqlite", "\(origin)/accounts.sqlite"])
        for path in files + [".cache/mastodon-timeline", origin] {
            let attributes = try manager.attributesOfItem(atPath: home.appendingPathComponent(path).path)
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
            let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
            #expect(mode == (isFolder ? 0o700 : 0o600), "\(path)")
        }
    }

    @Test func givenACachedTimeline_whenTheServerAnswers401_thenTheRunFailsInsteadOfShowingTheCache() async {
        let cache = Self.folder().path
        let host = "partition-\(UUID().uuidString.prefix(8).lowercased()).example"
        let online = DemoInstance(seed: 1, host: host)
        let arguments = ["--instance", online.baseURL.absoluteString, "--limit", "2", "--cache", cache]
        #expect(await CommandRun.run(arguments, session: online.makeSession()).status == 0)
        let rejecting = DemoInstance(
            seed: 1, host: host, failures: [FailureRule(trigger: .everyRequest, statusCode: 401)])

        let run = await CommandRun.run(arguments, session: rejecting.makeSession())

        #expect(run.status == 1)
        #expect(
            run.errorLines.last?.hasPrefix(
                "error: GET https://\(host):443/api/v1/timelines/public?limit=2: HTTP 401")
                == true)
        #expect(!run.errorOutput.contains("showing the cached timeline"))
    }

    @Test func givenCredentialsInTheInstanceURL_whenRun_thenRefusedWithoutEchoingThem() async {
        for instance in [
            "http://ada:hunter2@127.0.0.1:3000", "https://ada:hunter2@mastodon.example/", "https://ada@x y",
        ] {
            let run = await CommandRun.run(["--instance", instance])

            #expect(run.status == 2)
            #expect(!run.errorOutput.contains("hunter2"))
            #expect(!run.errorOutput.contains("ada"))
            #expect(
                run.errorLines.first?.hasPrefix("error: --instance must not hold a user name or password")
                    == true)
        }
    }
}
