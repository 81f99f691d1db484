import Foundation
import MastodonAPI
import StoreFlowable

/// The full-screen reader: a stack of screens over one store — timelines, a status with its thread, a
/// profile with its posts, notifications — redrawn from their latest states whenever a state, a key or
/// the terminal's size changes. A favourite, a boost or a bookmark made on one screen shows on every
/// other at once, through the store, with no request of its own.
struct Reader {
    let store: TimelineStore
    /// The style the lists are drawn in; its width follows the terminal.
    var reading: ReadingStyle
    /// Whether writes may be sent: an instance needs a user token for them.
    let canWrite: Bool
    let clock: @Sendable () -> Date
    let output: any TextSink
    /// The widest the lists are drawn (`--width`); the terminal's width otherwise.
    var widest: Int?
    /// How often the screen on top refreshes on its own (`--refresh-every`), on `waitClock`.
    var refreshEvery: Duration?
    var waitClock: any Clock<Duration> = ContinuousClock()
    /// The line retry notices go to; the reader shows them in its status line instead.
    var line: TransientLine?

    var stack: [PaneView] = []
    var message: String?
    private var prompt: String?
    /// The status `d` asked to delete, until `y` confirms it or another key cancels.
    private var confirmingDeletion: String?
    private var size = (columns: ReadingStyle.defaultWidth, rows: 24)
    private let events: AsyncStream<ReaderEvent>
    let continuation: AsyncStream<ReaderEvent>.Continuation

    init(
        store: TimelineStore, reading: ReadingStyle, canWrite: Bool, clock: @escaping @Sendable () -> Date,
        output: any TextSink
    ) {
        self.store = store
        self.reading = reading
        self.canWrite = canWrite
        self.clock = clock
        self.output = output
        (events, continuation) = AsyncStream<ReaderEvent>.makeStream()
    }

    /// Called whenever a screen's list changes.
    var onChange: @Sendable () -> Void {
        let continuation = continuation
        return { continuation.yield(.changed) }
    }

    /// Runs the reader on `root` until `q` on the first screen or the end of input; the terminal is
    /// given back as it was. Returns 0; 1 when the terminal cannot be taken over or the first screen
    /// cannot be opened (`errorOutput` says why).
    mutating func run(opening root: PaneTarget, errorOutput: any TextSink) async -> Int32 {
        guard RawTerminal.enter() else {
            errorOutput.write("error: the terminal's modes cannot be set; run with TERM=dumb for line mode\n")
            return 1
        }
        defer {
            for view in stack { view.pane.close() }
            RawTerminal.leave()
        }
        TerminalInput.start(into: continuation)
        let continuation = continuation
        line?.divertProgress { continuation.yield(.message("⏳ " + $0)) }
        defer { line?.divertProgress(to: nil) }
        let ticks = refreshEvery.map { interval in
            Task { [waitClock] in
                while (try? await waitClock.sleep(for: interval, tolerance: nil)) != nil {
                    continuation.yield(.tick)
                }
            }
        }
        defer { ticks?.cancel() }
        measure()
        await open(root)
        guard !stack.isEmpty else {
            RawTerminal.leave()
            errorOutput.write("\(message ?? "error: nothing to show")\n")
            return 1
        }
        draw()
        await readEvents()
        // The reading position of every screen still open is on disk before the terminal is given back.
        for view in stack { await view.pane.anchorSaved() }
        return 0
    }

    /// Handles events until `q` on the first screen or the end of input.
    private mutating func readEvents() async {
        for await event in events {
            switch event {
            case .key(let key):
                guard await handle(key) else { return }
            case .resized: measure()
            case .changed: break
            case .tick: stack.last?.pane.start(.refresh)
            case .message(let text): message = text
            case .endOfInput: return
            }
            draw()
        }
    }

    private mutating func measure() {
        if let measured = RawTerminal.size() { size = measured }
        reading.width = min(widest ?? .max, max(20, size.columns - ReaderFrame.gutter))
    }

    mutating func draw() {
        guard var view = stack.last else { return }
        let now = clock()
        let rows = view.pane.rows(reading, now: now)
        view.startAtAnchor(in: rows)
        view.follow(rows)
        // The post selected is the list's reading position: the next run starts there.
        if let row = view.selectedRow, row.gap == nil { view.pane.keepAnchor(row.id) }
        let frame = ReaderFrame(
            columns: size.columns, rows: size.rows,
            title: stack.map(\.pane.title).joined(separator: " › "), header: view.pane.header(reading),
            items: rows, selected: view.selectedIndex, top: view.top,
            status: message ?? view.pane.status(now: now),
            prompt: prompt, colours: reading.colours)
        let (text, top) = frame.text()
        view.top = top
        view.rows = rows
        stack[stack.count - 1] = view
        output.write(text)
    }

    /// Handles `key`; returns `false` to quit.
    private mutating func handle(_ key: TerminalKey) async -> Bool {
        if prompt != nil { return await handlePrompt(key) }
        message = nil
        if let statusID = confirmingDeletion {
            confirmingDeletion = nil
            if key == .character("y") { delete(statusID: statusID) } else { message = "not deleted" }
            return true
        }
        guard var view = stack.last else { return false }
        switch key {
        case .character("q"), .escape:
            guard stack.count > 1 else { return key != .character("q") }
            stack.removeLast().pane.close()
            return true
        case .character("j"), .down: view.move(by: 1)
        case .character("k"), .up: view.move(by: -1)
        case .pageDown, .character(" "): view.move(by: 5)
        case .pageUp: view.move(by: -5)
        case .home: view.move(by: -view.rows.count)
        case .character("g"):
            if let gap = view.pane.firstGap {
                view.pane.start(.gap(gap))
            } else {
                message = "no posts missing"
            }
        case .end, .character("G"): view.move(by: view.rows.count)
        case .character("r"): view.pane.start(.refresh)
        case .character("n"):
            if view.pane.canLoadMore { view.pane.start(.more) } else { message = "nothing older to load" }
        case .enter:
            if let gap = view.selectedRow?.gap { view.pane.start(.gap(gap)) }
            if let target = view.selectedRow?.opens { await open(target) }
        case .character("a"):
            if let author = view.selectedRow?.authorID { await open(.profile(author)) }
        case .character("f"): act(.favourite, on: view.selectedRow)
        case .character("b"): act(.reblog, on: view.selectedRow)
        case .character("m"): act(.bookmark, on: view.selectedRow)
        case .character("/"): prompt = ""
        case .character("d"):
            if let statusID = view.selectedRow?.deletableID {
                confirmingDeletion = statusID
                message = "delete \(statusID)? y deletes it, any other key keeps it"
            }
        default: break
        }
        if view.isAtEnd, view.pane.canLoadMore, key == .character("j") || key == .down {
            view.pane.start(.more)
        }
        if stack.last?.pane === view.pane { stack[stack.count - 1].selectedID = view.selectedID }
        return true
    }

    private mutating func handlePrompt(_ key: TerminalKey) async -> Bool {
        switch key {
        case .escape: prompt = nil
        case .backspace: if prompt?.isEmpty == false { prompt?.removeLast() }
        case .character(let character): prompt?.append(character)
        case .enter:
            let typed = prompt ?? ""
            prompt = nil
            if let target = PaneTarget.parse(typed) {
                await open(target)
            } else {
                message = "cannot open '\(typed)': type a status ID, @user, notifications, home or tag:NAME"
            }
        default: break
        }
        return true
    }
}
