import Foundation
import MastodonAPI

/// The lines of one status as every screen shows it: who and when, the text wrapped, what is attached,
/// and the counts.
enum StatusBlock {
    /// The width status text is wrapped to, not counting its indent.
    static let textWidth = 76

    /// The lines of `item` (a status or a boost of one) after `label` (`[3]`), text wrapped to
    /// `width`; `detailed` lists each attachment, the card and the poll in full (the status screen).
    static func lines(
        for item: Status, label: String, now: Date, width: Int = textWidth, detailed: Bool = false
    ) -> [String] {
        let status = item.displayed
        let author = "\(StatusText.name(of: status.account)) @\(StatusText.address(of: status.account))"
        let age = RelativeTime.string(for: status.createdAt, now: now)
        var lines: [String] = []
        if item.reblog != nil {
            lines.append("\(label) 🔁 \(StatusText.name(of: item.account)) boosted")
            lines.append("    \(author) · \(age)")
        } else {
            lines.append("\(label) \(author) · \(age)")
        }
        lines += TextWrapping.lines(StatusText.terminalBody(of: status), width: width).map { "    " + $0 }
        let attached =
            detailed ? StatusText.details(of: status, now: now) : StatusText.attachments(of: status)
        lines += attached.map { "    " + $0 }
        lines.append("    " + StatusText.counts(of: status))
        return lines
    }
}
