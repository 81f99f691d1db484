/// HTML character references.
enum HTMLEntity {
    /// Decodes the reference starting at `start` (an `&`); returns the text and the index after `;`.
    static func decode(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start + 1
        var body = ""
        while index < scalars.count, index - start <= 32, scalars[index] != ";" {
            let scalar = scalars[index]
            guard scalar.isASCII,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#"
            else { return nil }
            body.unicodeScalars.append(scalar)
            index += 1
        }
        guard index < scalars.count, scalars[index] == ";", !body.isEmpty else { return nil }
        if let named = HTMLEntityTable.named[body] {
            return (named, index + 1)
        }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") || digits.hasPrefix("X") {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (String(scalar), index + 1)
    }
}
