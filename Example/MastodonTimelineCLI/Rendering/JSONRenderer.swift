import Foundation
import MastodonAPI
import StoreFlowable

/// Renders every state as one JSON object on a line of its own, keys sorted.
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
        output.write(text + "\n")
    }
}
