import Testing

@testable import MastodonTimelineCLI

/// The words and options that pick a screen.
@Suite struct ScreenArgumentsTests {
    @Test func givenScreenWords_whenParsed_thenTheModeAndItsOptionsAreRead() throws {
        let status = try CommandOptions.parse(["--format", "json", "status", "117", "--no-cache"])
        let profile = try CommandOptions.parse(["profile", "@ada@example.test", "--replies", "--pages=2"])
        let pinned = try CommandOptions.parse(["profile", "42", "--pinned", "--limit", "5"])
        let notifications = try CommandOptions.parse(["--timeline", "notifications"])

        #expect(status.mode == .status("117") && status.format == .json && status.cache == .disabled)
        #expect(profile.mode == .profile("@ada@example.test") && profile.replies && !profile.pinned)
        #expect(profile.pages == 2)
        #expect(pinned.pinned && pinned.limit == 5)
        #expect(notifications.mode == .timeline && notifications.timeline == .notifications)
    }

    @Test func givenAnOptionOfAnotherMode_whenParsed_thenTheErrorNamesTheModesOwnOptions() {
        #expect(
            throws: UsageError(
                message:
                    "status takes no options but --format, --instance, --timeout, --cache, --no-cache, "
                    + "--fail-writes, --offline, --width, --color, --expand-cw, --refresh-every and --follow, "
                    + "got '--pages=2'"
            )
        ) {
            try CommandOptions.parse(["status", "1", "--pages=2"])
        }
        #expect(throws: UsageError(message: "status needs the ID of a status: status ID")) {
            try CommandOptions.parse(["status"])
        }
    }
}
