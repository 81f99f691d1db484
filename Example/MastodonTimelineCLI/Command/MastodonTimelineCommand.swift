import Foundation
import MastodonAPI
import MastodonDemoInstance
import StoreFlowable
import StoreFlowableSQLite

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `mastodon-timeline` command: shows a Mastodon timeline, a status with its thread, or a profile
/// with its posts, all on one entity store through StoreFlowable; `post` and `delete` show a write
/// in the open timelines at once, then settle it; `logout` clears an instance's cache.
///
/// Everything it touches comes in as arguments, so tests run it like the terminal does:
///
/// ```swift
/// let status = await MastodonTimelineCommand.run(
///     arguments: ["mastodon-timeline", "--pages", "2"], environment: [:], input: script,
///     output: out, errorOutput: err, isTerminal: false, demoInstance: DemoInstance(seed: 1))
/// ```
///
/// Exit statuses: 0 on success, 1 for a runtime failure (HTTP errors, rate limits, malformed responses,
/// unreachable hosts), 2 for a bad command line. Failures are one `error: …` line on `errorOutput`; a bad
/// command line adds one line pointing at `--help`.
/// An HTTP 429 or 5xx is tried again first, a few times (``MastodonRetry``).
public enum MastodonTimelineCommand {
    /// Runs the command and returns its exit status.
    ///
    /// - Parameters:
    ///   - arguments: The whole command line, the program name first, as in `CommandLine.arguments`.
    ///   - environment: The environment: `MASTODON_ACCESS_TOKEN` for `--instance`, `NO_COLOR` for
    ///     `--color auto`, and where the cache goes.
    ///   - input: Where interactive mode reads commands.
    ///   - output: Standard output: the timeline, the usage for `--help`, JSON lines.
    ///   - errorOutput: Standard error: `error: …` lines, and where the usage is after a bad command line.
    ///   - isTerminal: Whether standard input and standard output are terminals; interactive mode
    ///     (human format only) and, unless `showsProgress` says otherwise, the progress line need it.
    ///   - demoInstance: The demo instance to read when there is no `--instance`; `nil` creates one with
    ///     seed 1.
    ///   - session: The session for `--instance` servers; `nil` for a new ephemeral session.
    ///   - clock: The current time, read whenever a status is shown to measure its age; `nil` for the
    ///     demo instance's own clock on the demo instance (its posts are dated against it), and the
    ///     system clock on a real one.
    ///   - showsProgress: Whether a progress line shows while a page loads (and while a retry waits);
    ///     `nil` for `isTerminal`.
    ///   - waitClock: The clock that retries wait on and `--refresh-every` ticks on; `nil` for the
    ///     continuous clock. Tests pass one they advance by hand.
    ///   - terminalWidth: The columns of the terminal standard output is, if it is one
    ///     (``TerminalSize/outputColumns``); the human format is laid out to `--width`, else to this,
    ///     else to 80 columns.
    ///   - fullScreen: Whether interactive mode may take over the terminal as the full-screen reader
    ///     (the process's own terminal, not `TERM=dumb`); otherwise it reads commands line by line.
    /// - Returns: 0 on success, 1 after a runtime failure, 2 after a bad command line.
    public static func run(
        arguments: [String],
        environment: [String: String],
        input: some LineReader,
        output: some TextSink,
        errorOutput: some TextSink,
        isTerminal: Bool,
        demoInstance: DemoInstance?,
        session: URLSession? = nil,
        clock: (@Sendable () -> Date)? = nil,
        showsProgress: Bool? = nil,
        waitClock: (any Clock<Duration>)? = nil,
        terminalWidth: Int? = nil,
        fullScreen: Bool = false
    ) async -> Int32 {
        let options: CommandOptions
        do {
            options = try CommandOptions.parse(Array(arguments.dropFirst()))
        } catch {
            errorOutput.write(error.lines)
            return 2
        }
        if options.mode == .help {
            output.write(Usage.text)
            return 0
        }
        if options.mode == .version {
            output.write(
                "mastodon-timeline \(StoreFlowableVersion.string) (StoreFlowable \(StoreFlowableVersion.string))\n"
            )
            return 0
        }
        if options.mode == .logout {
            return await Logout.run(
                options: options, environment: environment, output: output, errorOutput: errorOutput)
        }
        if options.failWrites, options.instance != nil {
            let refusal =
                "--fail-writes makes the demo instance fail its writes; it cannot apply to --instance"
            errorOutput.write(UsageError(message: refusal).lines)
            return 2
        }
        if options.offline, options.instance != nil {
            let refusal = "--offline makes the demo instance unreachable; it cannot apply to --instance"
            errorOutput.write(UsageError(message: refusal).lines)
            return 2
        }
        if options.mode.writes, options.instance != nil, !Connection.hasToken(environment) {
            let refusal = "\(options.mode.name) needs a user token: set \(Connection.tokenVariable)"
            errorOutput.write(UsageError(message: refusal).lines)
            return 2
        }
        if options.instance != nil, options.mode == .timeline, TimelineArgument.needsToken(options.timeline),
            !Connection.hasToken(environment)
        {
            errorOutput.write("error: this timeline needs a user token: set \(Connection.tokenVariable)\n")
            return 1
        }
        let connection: Connection
        do {
            if let url = options.instance {
                connection = try Connection.instance(
                    url, environment: environment, session: session, clock: clock, timeout: options.timeout)
            } else {
                let instance = demoInstance ?? DemoInstance()
                if options.failWrites { instance.failsWrites = true }
                instance.isOffline = options.offline
                connection = try Connection.demo(instance, clock: clock, timeout: options.timeout)
            }
        } catch {
            errorOutput.write("error: \(ErrorMessage.line(for: error))\n")
            return 1
        }
        defer { connection.session.finishTasksAndInvalidate() }
        let clock = connection.clock
        let waitClock = waitClock ?? ContinuousClock()
        let host = options.host
        // Retries are announced on the progress line, in the human format on a terminal only.
        let line = TransientLine(
            output: output,
            isLive: (showsProgress ?? isTerminal) && options.format == .human && options.mode != .demo)
        let place = options.cache.root(environment: environment).map {
            CachePlace(root: $0, instance: options.instance)
        }
        let cacheURL: URL?
        switch await PartitionChoice.choose(
            place: place, instance: options.instance, token: connection.token, client: connection.client)
        {
        case .file(let url, _): cacheURL = url
        case .none(let warning):
            if let warning { errorOutput.write("warning: \(warning)\n") }
            cacheURL = nil
        case .rejected:
            errorOutput.write(
                "error: the token in \(Connection.tokenVariable) is not accepted by "
                    + "\(TerminalText.clean(connection.origin)) (HTTP 401); nothing cached is shown\n")
            return 1
        }
        let store = await TimelineStore.open(
            client: connection.client, host: host,
            cacheURL: cacheURL,
            clock: EpochClock { clock().timeIntervalSince1970 },
            retry: MastodonRetry.policy(
                clock: waitClock, onRetry: { line.progress(MastodonRetry.notice(for: $0)) }),
            warn: { errorOutput.write("warning: \($0)\n") })
        defer { store.persisted?.close() }
        if options.mode.sendsQueued {
            await sendQueued(in: store, waiting: !options.mode.writes, errorOutput: errorOutput)
        }
        let reading = ReadingStyle(
            options: options, terminalWidth: terminalWidth, isTerminal: isTerminal, environment: environment)
        let screen = { (store: TimelineStore) async -> Int32 in
            await runScreen(
                options: options, connection: connection,
                context: ScreenContext(
                    store: store, options: options, input: input, output: output, errorOutput: errorOutput,
                    isTerminal: isTerminal, line: line, clock: clock, waitClock: waitClock,
                    reading: reading, fullScreen: fullScreen && isTerminal))
        }
        let status = await screen(store)
        guard status == ScreenStatus.cacheUnwritable else { return status }
        // What was fetched is not lost with the cache: fetched anew into memory and shown.
        let memoryOnly = TimelineStore(
            client: connection.client, clock: EpochClock { clock().timeIntervalSince1970 },
            retry: store.retry)
        let again = await screen(memoryOnly)
        return again == ScreenStatus.cacheUnwritable ? 1 : again
    }

    /// Runs the screen `options` asks for in `context`.
    private static func runScreen(
        options: CommandOptions, connection: Connection, context: ScreenContext
    ) async -> Int32 {
        let store = context.store
        let output = context.output
        let errorOutput = context.errorOutput
        if context.fullScreen, let root = ReaderLaunch.root(for: options) {
            var reader = Reader(
                store: store, reading: context.reading, canWrite: store.client.hasAccessToken,
                clock: context.clock, output: output)
            reader.widest = options.width
            reader.refreshEvery = options.refreshEvery
            reader.waitClock = context.waitClock
            reader.line = context.line
            return await reader.run(opening: root, errorOutput: errorOutput)
        }
        switch options.mode {
        case .demo:
            guard let demo = connection.demo else { return 1 }
            return await NormalizedStoreDemo(
                store: store, instance: demo, output: output, errorOutput: errorOutput
            )
            .run()
        case .status(let id):
            return await StatusScreen.run(statusID: id, in: context)
        case .profile(let reference):
            return await ProfileScreen.run(reference: reference, in: context)
        case .post(let text):
            return await PostScreen.run(text: text, in: context)
        case .delete(let id):
            return await DeleteScreen.run(statusID: id, in: context)
        case .action(let action, let id):
            return await ActionScreen.run(action, statusID: id, in: context)
        case .outbox:
            return await OutboxScreen.run(in: context)
        case .timeline, .help, .version, .logout:
            return await TimelineScreen.run(options.timeline, in: context)
        }
    }

    /// Sends what waits in the outbox of `store`, before the run's own requests, and says on
    /// `errorOutput` what was sent and refused (and, when `waiting`, how many changes still wait).
    private static func sendQueued(in store: TimelineStore, waiting: Bool, errorOutput: some TextSink) async {
        do {
            let texts = await store.draftTexts(of: try await store.persisted?.outbox.entries() ?? [])
            guard let report = try await store.sendQueued() else { return }
            for line in OutboxLines.lines(for: report, waiting: waiting, texts: texts) {
                errorOutput.write(line + "\n")
            }
        } catch {
            errorOutput.write("warning: the queued changes were not sent: \(ErrorMessage.line(for: error))\n")
        }
    }
}
