import MastodonAPI
import StoreFlowableSQLite

/// The lines that say what an outbox send did and what waits, each safe for a terminal.
enum OutboxLines {
    /// The longest part of a queued post's text that a line quotes.
    static let quotedLength = 40

    /// `favourite 117536670504984707`: the entry's action, as the command line names it, and its status;
    /// a queued post as `post local-1 "TEXT"` when `texts` has its text (by draft ID), cut at
    /// ``quotedLength`` characters with `…`.
    static func describe(_ entry: OutboxEntry, texts: [String: String] = [:]) -> String {
        let action = StatusAction(rawValue: entry.kind)?.commandWord ?? entry.kind
        let line = TerminalText.clean("\(action) \(entry.entityID)")
        guard entry.kind == QueuedPost.kind, let text = texts[entry.entityID] else { return line }
        return line + " \"\(quote(text))\""
    }

    /// `text` on one line, safe for a terminal, cut at ``quotedLength`` characters with `…`.
    private static func quote(_ text: String) -> String {
        let line = TerminalText.clean(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        guard line.count > quotedLength else { return line }
        return String(line.prefix(quotedLength - 1)) + "…"
    }

    /// `sent 2 queued changes`, then `refused: favourite ID: REASON` and `gone: …` for each entry the
    /// server refused or no longer has; `queued: N changes waiting` too when `waiting` says so.
    /// Queued posts are quoted with their text from `texts`, by draft ID.
    static func lines(for report: OutboxReport, waiting: Bool, texts: [String: String] = [:]) -> [String] {
        var lines: [String] = []
        if !report.sent.isEmpty {
            lines.append("sent \(count(report.sent.count, "queued change"))")
        }
        for entry in report.refused {
            lines.append("refused: \(describe(entry, texts: texts)): \(reason(of: entry))")
        }
        for entry in report.gone {
            lines.append(
                "gone: \(describe(entry, texts: texts)): the status no longer exists; removed from the cache")
        }
        if waiting, report.waiting > 0 {
            lines.append(queued(report.waiting))
        }
        return lines
    }

    /// `queued: 1 change waiting`.
    static func queued(_ waiting: Int) -> String {
        "queued: \(count(waiting, "change")) waiting"
    }

    /// One line of the `outbox` listing: `3 favourite 117536670504984707 waiting`, or
    /// `4 boost 117536670504984707 failed: REASON`; a queued post quoted with its text from `texts`.
    static func listing(_ entry: OutboxEntry, texts: [String: String] = [:]) -> String {
        let state: String
        switch entry.state {
        case .waiting:
            state =
                entry.attempts == 0 ? "waiting" : "waiting (\(count(entry.attempts, "failed attempt")))"
        case .failed:
            state = "failed: \(reason(of: entry))"
        }
        return "\(entry.id) \(describe(entry, texts: texts)) \(state)"
    }

    /// Why the server refused `entry`, safe for a terminal; empty for an entry that waits.
    static func reason(of entry: OutboxEntry) -> String {
        guard case .failed(let reason) = entry.state else { return "" }
        return TerminalText.clean(reason)
    }

    /// `1 change`, `2 changes`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
