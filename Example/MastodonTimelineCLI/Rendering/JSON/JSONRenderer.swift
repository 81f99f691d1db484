import Foundation
import MastodonAPI
import StoreFlowable

/// Renders every state as one JSON object on a line of its own, keys sorted. A state whose content
/// was read from the cache rather than fetched says when it was saved (`cached_at`).
///
/// Server text is kept as sent; control characters are escaped: C0 controls as JSON requires, and
/// DEL and C1 controls (which JSON allows raw) as `\u007f` … `\u009f` too, so that no line holds a
/// raw control character.
struct JSONRenderer<Item: ScreenItem, Encoded: Encodable & Equatable>: StateRenderer {
    private let output: any TextSink
    private let encoder: JSONEncoder
    /// How the items of a state are described.
    let encodeItems: ([Item]) -> [Encoded]
    private let skipped: SkippedLog?
    private let decorate: (inout JSONStateLine<Encoded>) -> Void

    /// A renderer whose lines describe items with `items`; `skipped` supplies the elements the pages
    /// left out, and `decorate` adds what the screen shows around the list.
    init(
        output: any TextSink, skipped: SkippedLog? = nil, items: @escaping ([Item]) -> [Encoded],
        decorate: @escaping (inout JSONStateLine<Encoded>) -> Void = { _ in }
    ) {
        self.output = output
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encodeItems = items
        self.skipped = skipped
        self.decorate = decorate
    }

    mutating func render(_ state: LoadingState<[Item]>, freshness: ContentFreshness?) {
        render(ListUpdate(state: state, freshness: freshness))
    }

    /// Writes the state's line, with the post the reader left off at (`anchor`), then a `gap` line for
    /// each place where posts are missing.
    mutating func render(_ update: ListUpdate<Item>) {
        var line = JSONStateLine(update.state, items: encodeItems)
        if let freshness = update.freshness, freshness.origin != .network, let savedAt = freshness.savedAt {
            line.cachedAt = MastodonDate.string(from: savedAt)
        }
        if let drained = skipped?.drain(), !drained.isEmpty {
            line.skipped = drained.map(JSONSkippedItem.init)
        }
        line.anchor = update.anchorID
        decorate(&line)
        guard let text = encoded(line) else {
            output.write(#"{"error":"the state could not be encoded","state":"error"}"# + "\n")
            return
        }
        output.write(text + "\n")
        guard update.state.content != nil else { return }
        for gap in update.gaps {
            output.write((encoded(JSONGapRecord(gap, ids: line.ids)) ?? #"{"type":"gap"}"#) + "\n")
        }
    }

    /// `value` as one line of JSON, its control characters escaped; `nil` when it cannot be encoded.
    private func encoded(_ value: some Encodable) -> String? {
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
            return nil
        }
        return JSONEscaping.escapingControls(text)
    }
}

extension JSONRenderer where Item == Status, Encoded == JSONStatusItem {
    /// A renderer of a timeline of statuses, each with the changes `pending` holds on it.
    init(output: any TextSink, skipped: SkippedLog? = nil, pending: PendingChanges = .none) {
        self.init(
            output: output, skipped: skipped, items: { $0.map { JSONStatusItem($0, pending: pending) } })
    }
}
