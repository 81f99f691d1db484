import Foundation
import MastodonDemoInstance
import Testing

@testable import MastodonTimelineCLI

@Suite struct CacheTests {
    static let unreachable = FailureRule(
        trigger: .everyRequest, statusCode: 0, transportError: .cannotConnectToHost)

    /// A fresh cache file path in its own folder.
    static func cachePath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("mastodon-timeline-\(UUID().uuidString)")
            .appendingPathComponent("cache.sqlite").path
    }

    @Test func givenCachedTimeline_whenInstanceIsUnreachable_thenCachedPostsShowWithAWarningAndExit0() async {
        let path = Self.cachePath()
        let host = "cache-\(UUID().uuidString.prefix(8).lowercased()).example"
        let online = DemoInstance(seed: 1, host: host)
        let first = await CommandRun.run(
            ["--instance", online.baseURL.absoluteString, "--limit", "3", "--cache", path],
            session: online.makeSession(), clock: { Date(timeIntervalSince1970: 1_000_000) })
        #expect(first.status == 0)

        let offline = DemoInstance(seed: 1, host: host, failures: [Self.unreachable])
        let second = await CommandRun.run(
            ["--instance", offline.baseURL.absoluteString, "--limit", "3", "--cache", path],
            session: offline.makeSession(), clock: { Date(timeIntervalSince1970: 1_000_180) })

        #expect(second.status == 0)
        #expect(second.output.hasPrefix("cached 3 min ago\n"))
        #expect(second.output.contains("[3] "))
        #expect(second.errorLines.count == 1)
        #expect(second.errorLines.first?.hasPrefix("warning: ") == true)
        #expect(second.errorLines.first?.hasSuffix("showing the cached timeline") == true)
        #expect(offline.requestCount == 1)
    }

    @Test func givenNoCache_whenInstanceIsUnreachable_thenExits1() async {
        let offline = DemoInstance(seed: 1, failures: [Self.unreachable])

        let run = await CommandRun.run(
            ["--instance", offline.baseURL.absoluteString, "--cache", Self.cachePath()],
            session: offline.makeSession())

        #expect(run.status == 1)
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
    }

    @Test func givenCachedTimeline_whenRunAgainPiped_thenOnlyTheRefreshedTimelineIsPrinted() async throws {
        let path = Self.cachePath()
        let now = DemoWorld.baseDate
        let instance = DemoInstance(seed: 1, clock: { now })
        let first = await CommandRun.run(["--limit", "3", "--cache", path], on: instance, clock: { now })
        let before = instance.requestCount

        let second = await CommandRun.run(["--limit", "3", "--cache", path], on: instance, clock: { now })
        let offline = DemoInstance(seed: 1, failures: [Self.unreachable], clock: { now })
        let json = try await CommandRun.run(
            ["--limit", "3", "--cache", path, "--format", "json"], on: offline, clock: { now }
        ).jsonLines()

        #expect(second.status == 0)
        #expect(second.output == first.output)
        #expect(!second.output.contains("cached"))
        #expect(instance.requestCount == before + 1)
        // The refreshed timeline was cached: offline, it is what shows.
        #expect(json.first?["cached_at"] != nil)
        #expect((json.first?["ids"] as? [String])?.count == 3)
    }

    @Test func givenFavouriteInADemoRun_whenTheNextRunStarts_thenItsScreensShowItBeforeAnyRequest() async {
        let path = Self.cachePath()
        let first = await CommandRun.run(["demo", "--cache", path], on: DemoInstance(seed: 1))
        #expect(first.status == 0)
        let favourited = first.output.split(separator: "\n").first { $0.hasPrefix("Post ") }?
            .split(separator: " ")[1]

        let second = await CommandRun.run(["demo", "--cache", path], on: DemoInstance(seed: 1))

        #expect(second.status == 0)
        let lines = second.output.split(separator: "\n").map(String.init)
        let header = lines.firstIndex(
            of: "From the cache of an earlier run (HTTP requests so far: 0), favourited:")
        #expect(header != nil)
        if let header {
            for (offset, screen) in ["home", "status", "profile"].enumerated() {
                #expect(lines[header + 1 + offset].hasPrefix("  \(screen) "))
                // The story's last part bookmarked it offline, then sent the bookmark.
                #expect(lines[header + 1 + offset].hasSuffix(" · favourited · bookmarked"))
            }
        }
        #expect(favourited.map { second.output.contains("Post \($0)") } == false)
    }

    @Test func givenATokenInTheEnvironment_whenCaching_thenItIsNeverWrittenToTheCache() async throws {
        let path = Self.cachePath()
        let token = "t0k3n-never-on-disk-5a4b3c2d"
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(
            [
                "--instance", instance.baseURL.absoluteString, "--timeline", "home", "--pages", "2",
                "--cache", path,
            ],
            environment: ["MASTODON_ACCESS_TOKEN": token], session: instance.makeSession())

        #expect(run.status == 0)
        let files = try Self.files(under: URL(fileURLWithPath: path))
        #expect(files.contains { $0.hasSuffix(".sqlite") && $0.contains("/account-") })
        for file in files {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            #expect(bytes.range(of: Data(token.utf8)) == nil, "\(file) holds the token")
        }
    }

    /// Every file under `folder`, at any depth.
    static func files(under folder: URL) throws -> [String] {
        let manager = FileManager.default
        return try (manager.subpathsOfDirectory(atPath: folder.path)).compactMap { relative in
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            return manager.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
                ? path : nil
        }
    }

    @Test func givenDamagedCache_whenRun_thenOneWarningAndTheTimelineShows() async throws {
        let path = Self.cachePath()
        _ = await CommandRun.run(["--limit", "2", "--cache", path], on: DemoInstance(seed: 1))
        let file = CachePlace(root: URL(fileURLWithPath: path), instance: nil).accountFile("demo")
        let whole = try Data(contentsOf: file)
        try whole.prefix(whole.count / 2).write(to: file)

        let run = await CommandRun.run(["--limit", "2", "--cache", path], on: DemoInstance(seed: 1))

        #expect(run.status == 0)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("warning: the cache was damaged; it was moved to ") == true)
        #expect(run.output.hasPrefix("[1] "))
    }

    @Test func givenATextFileWhereTheCacheFolderShouldBe_whenRun_thenItIsLeftAsItWasAndTheRunGoesOn()
        async throws
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notes = folder.appendingPathComponent("notes.txt")
        let text = Data("buy milk\n".utf8)
        try text.write(to: notes)

        let run = await CommandRun.run(["--limit", "2", "--cache", notes.path], on: DemoInstance(seed: 1))

        #expect(run.status == 0)
        #expect(run.output.hasPrefix("[1] "))
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("warning: cannot use the cache ") == true)
        #expect(try Data(contentsOf: notes) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }

    @Test func givenEnvironment_whenNoCacheFolderIsGiven_thenTheDefaultFollowsXDGThenHome() {
        let xdg = CacheOption.automatic.root(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
        let home = CacheOption.automatic.root(environment: ["HOME": "/home/u"])

        #expect(xdg?.path == "/x/cache/mastodon-timeline")
        #expect(home?.path == "/home/u/.cache/mastodon-timeline")
        #expect(CacheOption.automatic.root(environment: [:]) == nil)
        #expect(CacheOption.disabled.root(environment: ["HOME": "/h"]) == nil)
    }

    @Test func givenInstances_whenPlacingTheirCaches_thenEachOriginHasItsOwnFolder() throws {
        let root = URL(fileURLWithPath: "/c")
        func folder(_ instance: String?) throws -> String {
            CachePlace(root: root, instance: try instance.map { try #require(URL(string: $0)) }).folder.path
        }

        #expect(try folder("https://Mastodon.Social") == "/c/https_mastodon.social_443")
        #expect(try folder("http://127.0.0.1:8100") == "/c/http_127.0.0.1_8100")
        #expect(try folder("http://127.0.0.1:9") == "/c/http_127.0.0.1_9")
        #expect(try folder(nil) == "/c/demo")
        let place = CachePlace(root: root, instance: nil)
        #expect(place.accountFile("../../etc").lastPathComponent == "account-_.._.._etc.sqlite")
        #expect(place.accountFile("../../etc").deletingLastPathComponent().path == place.folder.path)
        #expect(CachePlace.fileName("../evil") == "_.._evil")
    }

    @Test func givenCacheOptions_whenParsing_thenTheyApplyToTimelinesAndTheDemo() throws {
        #expect(try CommandOptions.parse(["--cache", "/tmp/a"]).cache == .folder("/tmp/a"))
        #expect(try CommandOptions.parse(["--no-cache"]).cache == .disabled)
        #expect(try CommandOptions.parse(["demo", "--no-cache"]).mode == .demo)
        #expect(try CommandOptions.parse(["--cache=/tmp/b", "demo"]).mode == .demo)
        #expect(throws: UsageError.self) { try CommandOptions.parse(["--no-cache=yes"]) }
        #expect(throws: UsageError.self) { try CommandOptions.parse(["--cache", ""]) }
    }
}
