/// The escaping that keeps every line of JSON output free of raw control characters.
enum JSONEscaping {
    /// `json` with every raw DEL and C1 control written as a `\u00XX` escape; they can only occur
    /// inside strings, where the escape means the same character.
    static func escapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                escaped.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
