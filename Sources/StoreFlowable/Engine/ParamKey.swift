/// A param with its type erased, as the registry keys the machines of one cacher.
struct ParamKey: Hashable, Sendable {
    let value: any Hashable & Sendable

    init(_ value: some Hashable & Sendable) {
        self.value = value
    }

    static func == (lhs: ParamKey, rhs: ParamKey) -> Bool {
        func equals<Value: Hashable>(_ value: Value, _ other: any Hashable) -> Bool {
            (other as? Value) == value
        }
        return equals(lhs.value, rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }
}
