/// A JSON array of which every element is decoded on its own: the elements that decode, and a
/// ``SkippedItem`` for each one that does not.
struct LossyList<Element: Decodable>: Decodable {
    /// The elements that decoded, in order.
    let elements: [Element]
    /// The elements that did not, in order.
    let skipped: [SkippedItem]

    init(from decoder: any Decoder) throws {
        let decoded = try [LossyElement<Element>](from: decoder)
        var elements: [Element] = []
        var skipped: [SkippedItem] = []
        elements.reserveCapacity(decoded.count)
        for (index, element) in decoded.enumerated() {
            if let value = element.value {
                elements.append(value)
            } else {
                skipped.append(
                    SkippedItem(index: index, id: element.id, reason: element.failure ?? "unreadable"))
            }
        }
        self.elements = elements
        self.skipped = skipped
    }

    /// The list with its first `limit` elements only; the rest are recorded as one skipped item.
    func keepingFirst(_ limit: Int) -> LossyList {
        guard elements.count > limit else { return self }
        return LossyList(
            elements: Array(elements.prefix(limit)),
            skipped: skipped + [.extra(elements.count - limit, from: limit, limit: limit)])
    }

    /// The list with its last `limit` elements only; the earlier ones are recorded as one skipped item.
    func keepingLast(_ limit: Int) -> LossyList {
        guard elements.count > limit else { return self }
        let count = elements.count - limit
        return LossyList(
            elements: Array(elements.suffix(limit)), skipped: skipped + [.earlier(count, limit: limit)])
    }

    private init(elements: [Element], skipped: [SkippedItem]) {
        self.elements = elements
        self.skipped = skipped
    }

    /// Whether the array held elements and none of them decoded: then the response as a whole is not
    /// what was asked for.
    var isWhollyUnreadable: Bool {
        elements.isEmpty && !skipped.isEmpty
    }
}
