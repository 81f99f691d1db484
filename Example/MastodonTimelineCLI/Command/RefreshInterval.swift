/// Reads `--refresh-every` values: a whole number of seconds (`90`), or one with a unit (`30s`, `5m`,
/// `1h`).
enum RefreshInterval {
    /// The shortest interval accepted, so that a screen left open cannot hammer a server.
    static let shortest = "5s"
    /// The longest interval accepted.
    static let longest = "24h"

    private static let bounds = 5...86_400

    /// The interval `value` names, or `nil` when it names none or one out of bounds.
    static func parse(_ value: String) -> Duration? {
        let unit = value.last.flatMap { ["s": 1, "m": 60, "h": 3_600][$0] }
        let digits = unit == nil ? Substring(value) : value.dropLast()
        // Six digits at most, so that the multiplication cannot overflow.
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits)
        else { return nil }
        let seconds = number * (unit ?? 1)
        return bounds.contains(seconds) ? .seconds(seconds) : nil
    }
}
