import Foundation
import MastodonAPI

/// The lines of one status as every screen shows it: who and when (for a boost, who boosted it and
/// when too), `edited`, what it replies to, its content warning and text wrapped, what is attached,
/// then its counts and ID. A content warning hides the text and attachments unless the reader asked
/// for them (`--expand-cw`).
enum StatusBlock {
    /// The indent of everything under a status's first line.
    static let indent = "    "

    /// The lines of `item` (a status or a boost of one) after `label` (`[3]`), laid out for `reading`
    /// in what its width leaves after `outerIndent` columns (a thread's), with ages read at `now`; the
    /// changes `pending` holds on it are marked on its counts line.
    static func lines(
        for item: Status, label: String, now: Date, reading: ReadingStyle, outerIndent: Int = 0,
        pending: PendingChanges = .none
    ) -> [StyledText] {
        let status = item.displayed
        let width = reading.textWidth(indent: outerIndent)
        var author: [StyledText] = [
            StyledText(StatusText.name(of: status.account), .name),
            StyledText("@" + StatusText.address(of: status.account), .handle),
            "· \(RelativeTime.string(for: status.createdAt, now: now))",
        ]
        if status.editedAt != nil { author.append("· \("edited", .mark)") }
        var lines: [StyledText]
        let hang = indent.count + 2
        if item.reblog != nil {
            let booster: StyledText =
                "\("🔁", .boost) \(StatusText.name(of: item.account), .name) \("boosted", .boost)"
            let boostedAt: StyledText = "· \(RelativeTime.string(for: item.createdAt, now: now))"
            lines = LineFlow.lines([StyledText(label), booster, boostedAt], width: width, hang: hang)
            lines += LineFlow.lines(author, width: width - indent.count, hang: 2).map {
                StyledText(indent) + $0
            }
        } else {
            lines = LineFlow.lines([StyledText(label)] + author, width: width, hang: hang)
        }
        let body = self.body(
            of: status, width: width - indent.count, reading: reading, now: now, pending: pending)
        return lines + body.map { StyledText(indent) + $0 }
    }

    /// Everything under a status's first line, wrapped to `width`: what it replies to, its content
    /// warning and text, what is attached, and its counts with its ID and the changes `pending` holds
    /// on it; `edited` goes with the counts when `editedWithCounts` (where no line names the author).
    static func body(
        of status: Status, width: Int, reading: ReadingStyle, now: Date, editedWithCounts: Bool = false,
        pending: PendingChanges = .none
    ) -> [StyledText] {
        var lines = replyContext(of: status, width: width)
        lines += text(of: status, width: width, reading: reading)
        let showsAttachments = status.spoilerText.isEmpty || reading.expandsContentWarnings
        if showsAttachments {
            lines += StatusAttachments.lines(of: status, width: width, now: now)
        }
        return lines
            + counts(
                of: status, width: width, showsEdited: editedWithCounts, countsMedia: !showsAttachments,
                pending: pending.marks(of: status.id))
    }

    /// The content warning, then the text wrapped to `width`; the warning alone, with how to show the
    /// rest, unless `reading` expands content warnings.
    static func text(of status: Status, width: Int, reading: ReadingStyle) -> [StyledText] {
        var lines: [StyledText] = []
        if !status.spoilerText.isEmpty {
            var warning = "⚠ CW: " + TerminalText.clean(StatusText.spoiler(of: status))
            if !reading.expandsContentWarnings { warning += " (--expand-cw to show)" }
            lines += LineFlow.hanging(warning, width: width, hang: 2, tint: .warning)
            guard reading.expandsContentWarnings else { return lines }
        }
        return lines
            + TextWrapping.lines(StatusText.readableText(of: status), width: width).map { StyledText($0) }
    }

    /// `↳ reply to @acct` for a reply: the account it answers, found among the status's mentions or
    /// as its own author, or else the ID of the status it answers (`↳ reply to status 1234`).
    static func replyContext(of status: Status, width: Int) -> [StyledText] {
        guard let repliedTo = status.inReplyToId else { return [] }
        let acct = status.inReplyToAccountId.flatMap { id in
            status.mentions.first { $0.id == id }?.acct
                ?? (id == status.account.id ? status.account.acct : nil)
        }
        let address = TerminalText.clean(acct ?? "")
        let text =
            address.isEmpty ? "↳ reply to status \(TerminalText.clean(repliedTo))" : "↳ reply to @\(address)"
        return LineFlow.hanging(text, width: width, hang: 2, tint: .dim)
    }

    /// The counts and the viewer's markers (``StatusText/counts(of:)``; the number of media only when
    /// `countsMedia`, where they are not listed), then the changes of `pending` (`⏳ favourite waiting`,
    /// `⚠ boost not sent`), then `edited` when `showsEdited` and the status was edited, then the
    /// status's ID: `💬 2 · 🔁 5 · ★ 9 · id 1234`.
    static func counts(
        of status: Status, width: Int, showsEdited: Bool, countsMedia: Bool, pending: [PendingMark] = []
    ) -> [StyledText] {
        let parts = StatusText.counts(of: status).components(separatedBy: " · ")
        var chunks = parts.filter { countsMedia || !$0.hasPrefix("📎") }.enumerated().map {
            StyledText($0.offset == 0 ? $0.element : "· " + $0.element, .dim)
        }
        chunks += pending.map { "\("·", .dim) \($0.text, $0.failed ? .warning : .mark)" }
        if showsEdited, status.editedAt != nil { chunks.append("\("·", .dim) \("edited", .mark)") }
        chunks.append(StyledText("· id " + TerminalText.clean(status.id), .dim))
        return LineFlow.lines(chunks, width: width, hang: 0)
    }
}
