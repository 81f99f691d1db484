/// One element of a JSON array decoded on its own: the value, or why it did not decode and the `id`
/// it carried, if any, so that one odd element is reported and skipped instead of failing the array.
struct LossyElement<Value: Decodable>: Decodable {
    /// The decoded value, or `nil` when the element did not decode.
    let value: Value?
    /// What went wrong, with the element's JSON path, when it did not decode.
    let failure: String?
    /// The element's `id`, when it is an object with a readable one.
    let id: String?

    private struct Probe: Decodable {
        let id: String?

        private enum CodingKeys: String, CodingKey {
            case id
        }

        init(from decoder: any Decoder) throws {
            id = try? decoder.container(keyedBy: CodingKeys.self).decodeIdentifierIfPresent(forKey: .id)
        }
    }

    init(from decoder: any Decoder) throws {
        do {
            value = try Value(from: decoder)
            failure = nil
            id = nil
        } catch let error as DecodingError {
            value = nil
            failure = DecodingFailure.describe(error)
            id = (try? Probe(from: decoder))?.id
        }
    }
}
