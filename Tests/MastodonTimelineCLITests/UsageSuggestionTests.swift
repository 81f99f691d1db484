import MastodonDemoInstance
import Testing

@testable import MastodonTimelineCLI

/// A mistyped command line is two lines on standard error, the error first, with what was most likely
/// meant, then where the usage is; exit status 2, and no request.
@Suite struct UsageSuggestionTests {
    /// The line after every usage error.
    static let hint = "run 'mastodon-timeline --help' for the usage"

    @Test(arguments: [
        (["--pagse", "2"], "error: unknown option '--pagse'; did you mean '--pages'?"),
        (["--pagse=2"], "error: unknown option '--pagse'; did you mean '--pages'?"),
        (["--limit", "5", "--limt=5"], "error: unknown option '--limt'; did you mean '--limit'?"),
        (["status", "1", "--expnad-cw"], "error: unknown option '--expnad-cw'; did you mean '--expand-cw'?"),
        (["-pages", "2"], "error: unknown option '-pages'; did you mean '--pages'?"),
        (["--Timeline=home"], "error: unknown option '--Timeline'; did you mean '--timeline'?"),
        (
            ["--refresh-evry", "5m"],
            "error: unknown option '--refresh-evry'; did you mean '--refresh-every'?"
        ),
        (["post", "hi", "--folow"], "error: unknown option '--folow'; did you mean '--follow'?"),
        (["stauts", "1"], "error: unknown command 'stauts'; did you mean 'status'?"),
        (["porfile", "ada"], "error: unknown command 'porfile'; did you mean 'profile'?"),
        (["home"], "error: unexpected argument 'home'; did you mean '--timeline home'?"),
        (["--frobnicate"], "error: unknown option '--frobnicate'"),
        (["--frobnicate=3", "--pages", "2"], "error: unknown option '--frobnicate'"),
        (["zebra"], "error: unexpected argument 'zebra'"),
        (["--token", "x"], "error: unknown option '--token'; the token comes from MASTODON_ACCESS_TOKEN"),
    ])
    func givenAMistypedCommandLine_whenRun_thenTwoLinesSayWhatWasMeantAndExit2(
        arguments: [String], line: String
    ) async {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(arguments, on: instance)

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput == "\(line)\n\(Self.hint)\n")
        #expect(instance.requestCount == 0)
    }

    @Test func givenTheBuiltProgramAndAMistypedOption_whenRun_thenStandardErrorHoldsTwoLinesAndItExits2()
        async throws
    {
        let run = try await BuiltExecutable.run(["--pagse", "3"])

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errorOutput == "error: unknown option '--pagse'; did you mean '--pages'?\n\(Self.hint)\n")
    }

    @Test func givenNamesAsCloseAsEachOther_whenSuggesting_thenTheOneTheModeTakesWinsAndElseTheFirst() {
        #expect(
            ClosestOption.suggestion(for: "--pag", among: ["--pad", "--pat"], preferring: ["--pat"])
                == "--pat")
        #expect(ClosestOption.suggestion(for: "--pag", among: ["--pat", "--pad"]) == "--pad")
        #expect(
            ClosestOption.suggestion(
                for: "--folow", among: CommandOptions.known, preferring: CommandMode.post("").options)
                == "--follow")
    }

    @Test func givenANameFarFromEveryCandidate_whenSuggesting_thenNothingIsSuggested() {
        #expect(ClosestOption.suggestion(for: "--xyz", among: CommandOptions.known) == nil)
        #expect(ClosestOption.suggestion(for: "--", among: CommandOptions.known) == nil)
        // Three edits away from `--timeline`, more than a third of its eight letters.
        #expect(ClosestOption.suggestion(for: "--tmlne", among: ["--timeline"]) == nil)
        #expect(ClosestOption.suggestion(for: "--tmline", among: ["--timeline"]) == "--timeline")
    }

    @Test(arguments: [
        ("pagse", "pages", 1), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("ca", "abc", 3),
        ("status", "status", 0), ("stauts", "status", 1),
    ])
    func givenTwoWords_whenMeasured_thenTheirOptimalStringAlignmentDistance(
        first: String, second: String, distance: Int
    ) {
        #expect(ClosestOption.distance(first, second) == distance)
        #expect(ClosestOption.distance(second, first) == distance)
    }
}
