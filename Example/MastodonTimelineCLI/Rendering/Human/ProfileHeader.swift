import MastodonAPI

/// The top of a profile for people: name and address, bio, fields and counts.
enum ProfileHeader {
    /// The header's lines, laid out for `reading`; server text is cleaned as each line is rendered.
    static func lines(of account: Account, reading: ReadingStyle) -> [StyledText] {
        var first: [StyledText] = [
            StyledText(StatusText.name(of: account), .name),
            StyledText("@" + StatusText.address(of: account), .handle),
        ]
        if account.bot { first.append("· 🤖 bot") }
        if account.locked { first.append("· 🔒 locked") }
        let indent = StyledText(StatusBlock.indent)
        let width = reading.textWidth(indent: StatusBlock.indent.count)
        var lines = LineFlow.lines(first, width: reading.width, hang: StatusBlock.indent.count)
        let bio = TerminalText.clean(HTMLText.plainText(fromHTML: account.note), layout: .multiline)
        lines += TextWrapping.lines(bio, width: width).map { indent + StyledText($0) }
        for field in account.fields {
            let name = TerminalText.clean(HTMLText.decodingEntities(in: field.name))
            let value = TerminalText.clean(HTMLText.plainText(fromHTML: field.value))
            let text = "\(name): \(value)" + (field.verifiedAt == nil ? "" : " ✓")
            lines += LineFlow.hanging(text, width: width, hang: 2).map { indent + $0 }
        }
        let counts: [StyledText] = [
            StyledText("\(account.statusesCount) posts", .dim),
            StyledText("· \(account.followingCount) following", .dim),
            StyledText("· \(account.followersCount) followers", .dim),
        ]
        lines += LineFlow.lines(counts, width: width, hang: 0).map { indent + $0 }
        return lines
    }
}
