import StoreFlowable

/// The line of a screen that later output replaces: a progress line (`⏳ loading page 2…`,
/// `⏳ rate limited, retrying in 12 s`) or the interactive prompt.
///
/// Every write of a human screen goes through it, from whichever task, one at a time: a retry announced
/// by a fetch while the screen renders, or a refresh arriving while the prompt waits, never runs into
/// other text on the same line. On a terminal (``isLive``) progress lines are shown and transient text is
/// erased in place; elsewhere no progress line is written and a prompt is ended with a line break.
final class TransientLine: Sendable {
    private enum Holding: Sendable, Equatable {
        case nothing
        case progress(String)
        case prompt
    }

    /// Back to the start of the line, and erase it.
    static let erase = "\r\u{1B}[2K"

    private let output: any TextSink
    /// Whether progress lines show and transient text is erased in place: the output is a terminal.
    let isLive: Bool
    // Guarded by its own lock: what the line under the cursor holds.
    private let holding = Locked(Holding.nothing)
    // Guarded by its own lock: where progress goes instead while the full-screen reader draws the screen.
    private let diversion = Locked<(@Sendable (String) -> Void)?>(nil)

    init(output: any TextSink, isLive: Bool) {
        self.output = output
        self.isLive = isLive
    }

    /// Whether the prompt is the last thing written.
    var showsPrompt: Bool {
        holding.withLock { $0 == .prompt }
    }

    /// Shows `text` as the progress line, replacing what the line held; nothing when not live, or when
    /// the line already says it.
    func progress(_ text: String) {
        if let divert = diversion.withLock({ $0 }) {
            divert(text)
            return
        }
        guard isLive else { return }
        holding.withLock { holding in
            guard holding != .progress(text) else { return }
            output.write((holding == .nothing ? "" : Self.erase) + "⏳ " + text)
            holding = .progress(text)
        }
    }

    /// Sends progress lines to `divert` instead of the output (`nil`: to the output again), while the
    /// full-screen reader owns the screen.
    func divertProgress(to divert: (@Sendable (String) -> Void)?) {
        diversion.withLock { $0 = divert }
    }

    /// Erases the progress line, if one shows; a prompt stays.
    func clearProgress() {
        holding.withLock { holding in
            guard case .progress = holding else { return }
            output.write(Self.erase)
            holding = .nothing
        }
    }

    /// Writes `text` on a line of its own: after erasing a progress line, and after ending a prompt
    /// (erased on a terminal, where it is shown again once the screen waits again).
    func write(_ text: String) {
        holding.withLock { holding in
            output.write(Self.ending(holding, live: isLive) + text)
            holding = .nothing
        }
    }

    /// Ends what the line holds, so that what comes next (on standard error too) starts a line.
    func end() {
        write("")
    }

    /// Writes the interactive prompt, `> `.
    func prompt() {
        holding.withLock { holding in
            output.write((holding == .nothing ? "" : Self.ending(holding, live: isLive)) + "> ")
            holding = .prompt
        }
    }

    /// The person answered the prompt: their line break ended it.
    func promptAnswered() {
        holding.withLock { holding in
            if holding == .prompt { holding = .nothing }
        }
    }

    private static func ending(_ holding: Holding, live: Bool) -> String {
        switch holding {
        case .nothing: ""
        case .progress: erase
        case .prompt: live ? erase : "\n"
        }
    }
}
