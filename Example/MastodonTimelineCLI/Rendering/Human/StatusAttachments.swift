import Foundation
import MastodonAPI

/// What is attached to a status, for people: each media attachment with its description, the preview
/// card with its title and link, the poll with each option's votes and when it closes. Server text is
/// cleaned here; each item is wrapped to the width given, its later lines hanging under its first.
enum StatusAttachments {
    /// How far the later lines of an item hang under its first, and poll options under the poll.
    static let hang = 3

    /// The lines of everything attached to `status`, wrapped to `width`, with the poll's end read at
    /// `now`; empty when nothing is.
    static func lines(of status: Status, width: Int, now: Date) -> [StyledText] {
        var lines = status.mediaAttachments.flatMap { media($0, width: width) }
        if let card = status.card { lines += self.card(card, width: width) }
        if let poll = status.poll { lines += self.poll(poll, width: width, now: now) }
        return lines
    }

    /// `🖼 image: A latte`, or `🎞 video: no description` when the author wrote none.
    static func media(_ media: MediaAttachment, width: Int) -> [StyledText] {
        let description = TerminalText.clean(media.description ?? "").trimmingCharacters(in: .whitespaces)
        let text =
            "\(symbol(of: media.type)) \(TerminalText.clean(media.type.rawValue)): "
            + (description.isEmpty ? "no description" : description)
        return LineFlow.hanging(text, width: width, hang: hang)
    }

    /// `🔗 Title · Provider · https://…`, leaving out what the card does not have; nothing for a card
    /// with neither title nor provider nor link. The link goes whole on a line of its own when it does
    /// not fit after the title.
    static func card(_ card: Card, width: Int) -> [StyledText] {
        let parts = [card.title, card.providerName, card.url?.absoluteString ?? ""]
            .map { TerminalText.clean($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard let first = parts.first else { return [] }
        let chunks = [StyledText("🔗 " + first)] + parts.dropFirst().map { StyledText("· " + $0) }
        return LineFlow.lines(chunks, width: width, hang: hang)
    }

    /// `📊 poll · 3 votes · closes in 3h`, then each option on a line of its own with its votes and
    /// their share (`Coffee · 2 votes · 67%`) when the server shows them.
    static func poll(_ poll: Poll, width: Int, now: Date) -> [StyledText] {
        var head = "📊 poll · " + votes(poll.votesCount)
        if poll.expired || poll.expiresAt.map({ $0 <= now }) == true {
            head += " · closed"
        } else if let expiresAt = poll.expiresAt {
            head += " · closes in " + RelativeTime.until(expiresAt, now: now)
        }
        var lines = LineFlow.hanging(head, width: width, hang: hang)
        // A multiple-choice poll's shares are of the voters, as on the web.
        let total = poll.multiple ? (poll.votersCount ?? poll.votesCount) : poll.votesCount
        let indent = StyledText(String(repeating: " ", count: hang))
        for option in poll.options {
            var text = TerminalText.clean(option.title)
            if let count = option.votesCount {
                text += " · " + votes(count) + " · " + share(count, of: total)
            }
            lines += LineFlow.hanging(text, width: width - hang, hang: 2).map { indent + $0 }
        }
        return lines
    }

    /// `1 vote`, `3 votes`.
    private static func votes(_ count: Int) -> String {
        count == 1 ? "1 vote" : "\(count) votes"
    }

    /// `count` as a whole percentage of `total`; `0%` of nothing.
    private static func share(_ count: Int, of total: Int) -> String {
        guard total > 0 else { return "0%" }
        return "\(Int((Double(count) * 100 / Double(total)).rounded()))%"
    }

    /// The symbol of a kind of media.
    private static func symbol(of type: MediaType) -> String {
        switch type {
        case .image: "🖼"
        case .gifv, .video: "🎞"
        case .audio: "🔊"
        case .unknown, .other: "📎"
        }
    }
}
