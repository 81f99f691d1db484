import Foundation

/// `--follow` as JSON lines: one object per changed item, keys sorted:
/// `{"event":"added","id":…,"index":…,"item":{…}}`, `{"event":"updated",…}` and
/// `{"event":"removed","id":…}`. `index` is the item's place in the list, from 0.
struct JSONChangePrinter<Item: ScreenItem, Encoded: Encodable & Equatable>: ChangePrinter {
    /// One line.
    private struct Event: Encodable {
        var event: String
        var id: String
        var index: Int?
        var item: Encoded?
    }

    private let output: any TextSink
    private let encodeItems: ([Item]) -> [Encoded]
    private let encoder: JSONEncoder

    init(output: any TextSink, items: @escaping ([Item]) -> [Encoded]) {
        self.output = output
        encodeItems = items
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    mutating func print(_ changes: ListChanges<Item>, content: [Item]) {
        var events = changes.removed.map { Event(event: "removed", id: $0.id) }
        let encodedContent = encodeItems(content)
        for (word, list) in [("updated", changes.updated), ("added", changes.added)] {
            events += list.map { index, item in
                Event(event: word, id: item.id, index: index, item: encodedContent[index])
            }
        }
        for event in events {
            guard let data = try? encoder.encode(event), let text = String(data: data, encoding: .utf8) else {
                output.write(#"{"error":"the change could not be encoded","event":"error"}"# + "\n")
                continue
            }
            output.write(JSONEscaping.escapingControls(text) + "\n")
        }
    }
}
