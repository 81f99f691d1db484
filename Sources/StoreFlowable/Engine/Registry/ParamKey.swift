/// A param with its type erased, as the registry keys the machines of one cacher.
package struct ParamKey: Hashable, Sendable {
    package let value: any Hashable & Sendable
    private let hash: Int

    package init(_ value: some Hashable & Sendable) {
        self.value = value
        self.hash = value.hashValue
    }

    package static func == (lhs: ParamKey, rhs: ParamKey) -> Bool {
        func equals<Left: Hashable, Right: Hashable>(_ left: Left, _ right: Right) -> Bool {
            // Same type checked first: the cast below is then an identity, with no dynamic cast.
            guard Left.self == Right.self else { return false }
            return left == unsafeBitCast(right, to: Left.self)
        }
        return lhs.hash == rhs.hash && equals(lhs.value, rhs.value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
