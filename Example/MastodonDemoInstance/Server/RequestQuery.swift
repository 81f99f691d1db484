/// Query parameters read the way Rails and Mastodon read them.
struct RequestQuery: Sendable {
    /// Decoded `name=value` pairs in request order.
    let items: [(name: String, value: String)]

    /// The last value given for `name` (Rails keeps the last one), `nil` when absent.
    func value(_ name: String) -> String? {
        items.last { $0.name == name }?.value
    }

    /// Mastodon's `truthy_param?`: absent or empty is false, and so are `0`, `f`, `F`, `false`,
    /// `FALSE`, `off` and `OFF`; anything else is true.
    func isTruthy(_ name: String) -> Bool {
        guard let value = value(name), !value.isEmpty else { return false }
        return !["0", "f", "F", "false", "FALSE", "off", "OFF"].contains(value)
    }

    /// Mastodon's `limit_param`: 20 when absent, else `min(abs(to_i), 40)` (so `limit=0` or
    /// `limit=abc` give an empty page).
    var limit: Int {
        limit(default: 20, maximum: 40)
    }

    /// `limit_param` with another default and cap, as notifications use (40 and 80).
    func limit(default fallback: Int, maximum: Int) -> Int {
        guard let raw = value("limit") else { return fallback }
        return min(Self.rubyInteger(raw).magnitude, UInt64(maximum)).clampedInt
    }

    /// A cursor (`max_id`, `since_id`, `min_id`) as Ruby's `to_i` reads it, normalized; `nil` when
    /// absent or empty (Rails' `present?`).
    func cursor(_ name: String) -> String? {
        guard let raw = value(name), !raw.isEmpty else { return nil }
        let number = Self.rubyInteger(raw)
        return number <= 0 ? "0" : String(number)
    }

    /// Ruby's `String#to_i`: optional leading whitespace and sign, then digits; 0 when none.
    static func rubyInteger(_ text: String) -> Int64 {
        var scalars = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var negative = false
        if let sign = scalars.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            scalars = scalars.dropFirst()
        }
        var value: Int64 = 0
        for character in scalars {
            guard let digit = character.wholeNumberValue, character.isASCII else { break }
            let (multiplied, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (added, overflow2) = multiplied.addingReportingOverflow(Int64(digit))
            if overflow1 || overflow2 {
                value = Int64.max
                break
            }
            value = added
        }
        return negative ? -value : value
    }
}

extension UInt64 {
    fileprivate var clampedInt: Int {
        Int(clamping: self)
    }
}
