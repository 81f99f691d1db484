import Foundation

/// Reads the dates of HTTP headers such as `Date` and `Retry-After`: the IMF-fixdate form every server
/// sends today, `Sun, 06 Nov 1994 08:49:37 GMT`.
enum HTTPDate {
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The instant `value` names, or `nil` when it is not an IMF-fixdate.
    static func parse(_ value: String) -> Date? {
        let words = value.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 6, words[0].count == 4, words[0].hasSuffix(","), words[5] == "GMT",
            words[1].count == 2, words[3].count == 4, words[4].count == 8,
            let month = months.firstIndex(of: String(words[2]))
        else { return nil }
        let monthText = month < 9 ? "0\(month + 1)" : "\(month + 1)"
        // The fields are checked again, digit by digit, by the RFC 3339 parser.
        return MastodonDate.parse("\(words[3])-\(monthText)-\(words[1])T\(words[4])Z")
    }
}
