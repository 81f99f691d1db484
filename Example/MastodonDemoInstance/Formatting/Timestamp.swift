import Foundation

/// Locale- and time-zone-independent UTC timestamp formatting in Mastodon's styles.
///
/// Implemented with integer calendar arithmetic so the output never depends on the host's locale,
/// time zone or formatter caches.
enum Timestamp {
    /// Whole milliseconds since 1970 for `date`, rounded to the nearest millisecond.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// A date from whole milliseconds since 1970.
    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `2026-11-01T11:58:03.123Z`: RFC 3339 with milliseconds, as in `created_at`.
    static func rfc3339(_ date: Date) -> String {
        let millis = milliseconds(date)
        let parts = components(millis)
        return "\(day(parts))T\(time(parts)).\(pad(Int(floorMod(millis, 1000)), 3))Z"
    }

    /// `2026-11-01T12:05:00.000000Z`: six fractional digits, as in `X-RateLimit-Reset`.
    static func rfc3339Microseconds(_ date: Date) -> String {
        let micros = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
        let parts = components(floorDiv(micros, 1000))
        return "\(day(parts))T\(time(parts)).\(pad(Int(floorMod(micros, 1_000_000)), 6))Z"
    }

    /// `2026-11-01`: a date-only value, as in `last_status_at`.
    static func dateOnly(_ date: Date) -> String {
        day(components(milliseconds(date)))
    }

    /// Midnight UTC of the day containing `date`.
    static func startOfDay(_ date: Date) -> Date {
        let millis = milliseconds(date)
        return Self.date(milliseconds: millis - floorMod(millis, 86_400_000))
    }

    private struct Parts {
        var year: Int64
        var month: Int64
        var day: Int64
        var secondsOfDay: Int64
    }

    private static func components(_ millis: Int64) -> Parts {
        let seconds = floorDiv(millis, 1000)
        let days = floorDiv(seconds, 86_400)
        // Howard Hinnant's civil_from_days.
        let shifted = days + 719_468
        let era = floorDiv(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPrime + 2) / 5 + 1
        let month = monthPrime < 10 ? monthPrime + 3 : monthPrime - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return Parts(year: year, month: month, day: day, secondsOfDay: floorMod(seconds, 86_400))
    }

    private static func day(_ parts: Parts) -> String {
        "\(pad(Int(parts.year), 4))-\(pad(Int(parts.month), 2))-\(pad(Int(parts.day), 2))"
    }

    private static func time(_ parts: Parts) -> String {
        let hours = Int(parts.secondsOfDay / 3600)
        let minutes = Int(parts.secondsOfDay % 3600 / 60)
        let seconds = Int(parts.secondsOfDay % 60)
        return "\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2))"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    private static func floorDiv(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    private static func floorMod(_ value: Int64, _ divisor: Int64) -> Int64 {
        value - floorDiv(value, divisor) * divisor
    }
}
