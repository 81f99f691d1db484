/// Percent-encoding for one URL path segment.
enum PathSegment {
    /// Percent-encodes every byte except RFC 3986 unreserved characters (`A-Z a-z 0-9 - . _ ~`),
    /// so `/`, `?`, `#` and non-ASCII letters cannot change the request's meaning.
    /// A segment of dots only (`.`, `..`) has every dot encoded too, so that it names a resource instead of
    /// moving up the path.
    static func encode(_ segment: String) -> String {
        var encoded = ""
        let onlyDots = segment.utf8.allSatisfy { $0 == UInt8(ascii: ".") }
        for byte in segment.utf8 {
            if isUnreserved(byte), !onlyDots {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> String {
        String(nibble, radix: 16, uppercase: true)
    }
}
