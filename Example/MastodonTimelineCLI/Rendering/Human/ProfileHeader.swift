import MastodonAPI

/// The top of a profile for people: name and address, bio, fields and counts.
enum ProfileHeader {
    /// The header's lines, joined; server text is cleaned on the way out by the caller.
    static func text(of account: Account) -> String {
        var first = "\(StatusText.name(of: account)) @\(StatusText.address(of: account))"
        if account.bot { first += " · 🤖 bot" }
        if account.locked { first += " · 🔒 locked" }
        var lines = [first]
        let bio = TerminalText.clean(HTMLText.plainText(fromHTML: account.note), layout: .multiline)
        lines += TextWrapping.lines(bio, width: StatusBlock.textWidth).map { "    " + $0 }
        for field in account.fields {
            let name = TerminalText.clean(HTMLText.decodingEntities(in: field.name))
            let value = TerminalText.clean(HTMLText.plainText(fromHTML: field.value))
            lines.append("    \(name): \(value)" + (field.verifiedAt == nil ? "" : " ✓"))
        }
        lines.append(
            "    \(account.statusesCount) posts · \(account.followingCount) following · "
                + "\(account.followersCount) followers")
        return lines.joined(separator: "\n")
    }
}
