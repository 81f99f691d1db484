import Foundation

/// The one tolerant date parser and formatter used for every Mastodon date.
///
/// Parsing accepts RFC 3339 / ISO 8601 timestamps with or without fractional seconds (any number
/// of digits, kept to the microsecond), with a `Z`, `±HH:MM` or `±HHMM` offset (no offset means
/// UTC), a `T` or a space between date and time, and date-only values such as `last_status_at`
/// (`2026-04-11`, read as midnight UTC). It is pure Swift and thread-safe (no formatter state).
public enum MastodonDate {
    /// Parses a Mastodon date string, or returns `nil` when it is not a date.
    ///
    /// - Parameter string: A value such as `2023-05-28T11:57:00.378Z`,
    ///   `2018-10-31T04:11:00.076+00:00`, `2026-08-01T13:55:00.820593Z` or `2026-04-11`.
    /// - Returns: The instant described, or `nil` for malformed input.
    public static func parse(_ string: String) -> Date? {
        var scanner = DateScanner(Array(string.utf8))
        guard let year = scanner.digits(exactly: 4), scanner.skip(UInt8(ascii: "-")),
            let month = scanner.digits(exactly: 2), scanner.skip(UInt8(ascii: "-")),
            let day = scanner.digits(exactly: 2),
            (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day)
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        if scanner.isAtEnd {
            return Date(timeIntervalSince1970: Double(days) * 86_400)
        }
        guard
            scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t"))
                || scanner.skip(UInt8(ascii: " "))
        else { return nil }
        guard let hour = scanner.digits(exactly: 2), scanner.skip(UInt8(ascii: ":")),
            let minute = scanner.digits(exactly: 2), hour < 24, minute < 60
        else { return nil }
        var second = 0
        var fraction = (digits: 0, scale: 1)
        if scanner.skip(UInt8(ascii: ":")) {
            guard let parsedSecond = scanner.digits(exactly: 2), parsedSecond <= 60 else { return nil }
            second = parsedSecond
            if scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) {
                guard let parsedFraction = scanner.fraction() else { return nil }
                fraction = parsedFraction
            }
        }
        guard let offset = scanner.offsetSeconds(), scanner.isAtEnd else { return nil }
        let wholeSeconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        // One correctly rounded division, so `…00.378Z` equals the literal 1_685_275_020.378.
        let scaled = wholeSeconds * fraction.scale + fraction.digits
        return Date(timeIntervalSince1970: Double(scaled) / Double(fraction.scale))
    }

    /// Formats a date the way Mastodon does: UTC with milliseconds, e.g. `2023-05-28T11:57:00.378Z`.
    ///
    /// A date with sub-millisecond precision (as some servers send) is written with microseconds,
    /// e.g. `2026-08-01T13:55:00.820593Z`, so formatting and parsing round-trip.
    ///
    /// - Parameter date: The instant to format.
    /// - Returns: An RFC 3339 string that ``parse(_:)`` reads back to the same microsecond.
    public static func string(from date: Date) -> String {
        let totalMicroseconds = Int((date.timeIntervalSince1970 * 1_000_000).rounded())
        let (seconds, microseconds) = floorDivide(totalMicroseconds, 1_000_000)
        let (days, secondOfDay) = floorDivide(seconds, 86_400)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        let hours = pad(secondOfDay / 3_600, 2)
        let minutes = pad(secondOfDay % 3_600 / 60, 2)
        let fraction = microseconds % 1_000 == 0 ? pad(microseconds / 1_000, 3) : pad(microseconds, 6)
        let time = "\(hours):\(minutes):\(pad(secondOfDay % 60, 2)).\(fraction)"
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(time)Z"
    }

    /// Formats the UTC calendar day of a date, e.g. `2026-04-11` (the `last_status_at` form).
    ///
    /// - Parameter date: The instant whose UTC day is wanted.
    /// - Returns: A `YYYY-MM-DD` string.
    public static func dateOnlyString(from date: Date) -> String {
        let (days, _) = floorDivide(Int(date.timeIntervalSince1970.rounded(.down)), 86_400)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> (Int, Int) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of ``daysSinceEpoch(year:month:day:)`` (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}

/// A cursor over the ASCII bytes of a date string.
private struct DateScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func digits(exactly count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard let digit = Self.digit(byte) else { return nil }
            value = value * 10 + digit
        }
        index += count
        return value
    }

    /// Reads one or more fraction digits, keeping up to microseconds (further digits are ignored).
    mutating func fraction() -> (digits: Int, scale: Int)? {
        var digits = 0
        var scale = 1
        let start = index
        while index < bytes.count, let digit = Self.digit(bytes[index]) {
            if scale < 1_000_000 {
                digits = digits * 10 + digit
                scale *= 10
            }
            index += 1
        }
        return index > start ? (digits, scale) : nil
    }

    /// Reads `Z`, `±HH:MM`, `±HHMM`, `±HH` or nothing (UTC); returns the offset east of UTC in seconds.
    mutating func offsetSeconds() -> Int? {
        if isAtEnd || skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) {
            return 0
        }
        let sign: Int
        if skip(UInt8(ascii: "+")) {
            sign = 1
        } else if skip(UInt8(ascii: "-")) {
            sign = -1
        } else {
            return nil
        }
        guard let hours = digits(exactly: 2), hours < 24 else { return nil }
        var minutes = 0
        if !isAtEnd {
            _ = skip(UInt8(ascii: ":"))
            guard let parsedMinutes = digits(exactly: 2), parsedMinutes < 60 else { return nil }
            minutes = parsedMinutes
        }
        return sign * (hours * 3_600 + minutes * 60)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
