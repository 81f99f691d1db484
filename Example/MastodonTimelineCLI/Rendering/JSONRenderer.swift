import Foundation
import MastodonAPI
import StoreFlowable

/// Renders every state as one JSON object on a line of its own, keys sorted.
///
/// Server text is kept as sent; control characters are escaped: C0 controls as JSON requires, and
/// DEL and C1 controls (which JSON allows raw) as `\u007f` … `\u009f` too, so that no line holds a
/// raw control character.
struct JSONRenderer: StateRenderer {
    private let output: any TextSink
    private let encoder: JSONEncoder

    init(output: any TextSink) {
        self.output = output
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    mutating func render(_ state: LoadingState<[Status]>) {
        let line = JSONStateLine(state)
        guard let data = try? encoder.encode(line), let text = String(data: data, encoding: .utf8) else {
            output.write(#"{"error":"the state could not be encoded","state":"error"}"# + "\n")
            return
        }
        output.write(Self.escapingControls(text) + "\n")
    }

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
