/// The timestamps JSON APIs send as text, `2026-11-28T09:41:07.123Z` (RFC 3339 in UTC, with
/// milliseconds), kept in ``CompactFormat`` as the milliseconds since 1970: 7 bytes instead of 26.
///
/// Only text that reads back byte for byte is taken: any other form (another offset, no fraction,
/// microseconds, an impossible date) stays a string.
enum CompactTimestamp {
    /// The length of the one form taken.
    static let length = 24
    /// The milliseconds of the years 0000 to 9999, which the form can write.
    static let range: ClosedRange<Int64> = -62_167_219_200_000...253_402_300_799_999

    /// The milliseconds since 1970 that `text` names, or `nil` when it is not in the one form.
    static func milliseconds(_ text: String) -> Int64? {
        var copy = text
        return copy.withUTF8 { utf8 -> Int64? in
            guard utf8.count == length, utf8[4] == dash, utf8[7] == dash, utf8[10] == letterT,
                utf8[13] == colon, utf8[16] == colon, utf8[19] == dot, utf8[23] == letterZ,
                let year = number(utf8, 0, 4), let month = number(utf8, 5, 2), let day = number(utf8, 8, 2),
                let hour = number(utf8, 11, 2), let minute = number(utf8, 14, 2),
                let second = number(utf8, 17, 2), let millisecond = number(utf8, 20, 3),
                (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
            else { return nil }
            let seconds =
                days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
            let milliseconds = Int64(seconds) * 1_000 + Int64(millisecond)
            // A day past its month's end (February 30th) would read back as another day.
            return Self.text(milliseconds).utf8.elementsEqual(utf8) ? milliseconds : nil
        }
    }

    /// The text of the timestamp `milliseconds` after 1970, in the one form.
    static func text(_ milliseconds: Int64) -> String {
        let (seconds, millisecond) = floored(milliseconds, 1_000)
        let (days, secondOfDay) = floored(seconds, 86_400)
        let (year, month, day) = civil(days: Int(days))
        let second = Int(secondOfDay)
        var utf8: [UInt8] = []
        utf8.reserveCapacity(length)
        append(year, width: 4, to: &utf8)
        utf8.append(dash)
        append(month, width: 2, to: &utf8)
        utf8.append(dash)
        append(day, width: 2, to: &utf8)
        utf8.append(letterT)
        append(second / 3_600, width: 2, to: &utf8)
        utf8.append(colon)
        append(second % 3_600 / 60, width: 2, to: &utf8)
        utf8.append(colon)
        append(second % 60, width: 2, to: &utf8)
        utf8.append(dot)
        append(Int(millisecond), width: 3, to: &utf8)
        utf8.append(letterZ)
        return String(decoding: utf8, as: UTF8.self)
    }

    private static let dash = UInt8(ascii: "-")
    private static let colon = UInt8(ascii: ":")
    private static let dot = UInt8(ascii: ".")
    private static let letterT = UInt8(ascii: "T")
    private static let letterZ = UInt8(ascii: "Z")

    private static func number(_ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            let digit = Int(utf8[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    private static func append(_ value: Int, width: Int, to utf8: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var value = value
        while divisor > 0 {
            utf8.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
            value %= divisor
            divisor /= 10
        }
    }

    private static func floored(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// Days since 1970-01-01 of a date in the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`).
    private static func days(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
