/// A tiny, fully deterministic pseudo-random generator (SplitMix64).
///
/// The demo world must be reproducible from its seed on every platform, so it never touches
/// `SystemRandomNumberGenerator`.
struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A uniformly distributed integer in `range` (both ends included).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        if span == 0 {
            return Int(truncatingIfNeeded: next())
        }
        return range.lowerBound + Int(next() % span)
    }

    /// `true` with the given probability (0...1).
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// A random element of a non-empty array, or `nil` when it is empty.
    mutating func pick<Element>(_ elements: [Element]) -> Element? {
        guard !elements.isEmpty else { return nil }
        return elements[int(0...(elements.count - 1))]
    }

    /// A deterministic Fisher-Yates shuffle.
    mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, int(0...index))
        }
        return result
    }

    /// A lowercase hexadecimal string of `length` characters.
    mutating func hex(length: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<length).map { _ in digits[Int(next() % 16)] })
    }
}
