import Foundation
import Testing

@testable import StoreFlowableSQLite

/// ``CompactEncoder`` and ``CompactDecoder`` on values of every shape Codable has, generated.
@Suite struct CompactCodingTests {
    enum Shade: String, Codable, Hashable, CaseIterable { case light, dark, 日本 }

    /// A leaf of generated values: one of each primitive, some optional.
    struct Leaf: Codable, Hashable {
        var text: String
        var int: Int
        var int8: Int8
        var uint64: UInt64
        var int32: Int32?
        var flag: Bool
        var float: Float
        var shade: Shade?
    }

    /// A generated value with nested arrays, dictionaries and optionals.
    struct Sample: Codable, Hashable {
        var leaves: [Leaf]
        var grid: [[Int?]]
        var names: [String: [String]]
        var numbered: [Int: String]
        var maybe: Leaf?
        var doubleBits: [UInt64]
        var url: URL?
        var data: Data
        var date: Date

        /// `doubleBits` as doubles: compared by bit pattern, so that NaN equals itself.
        var doubles: [Double] { doubleBits.map(Double.init(bitPattern:)) }

        private enum CodingKeys: String, CodingKey {
            case leaves, grid, names, numbered, maybe, doubles, url, data, date
        }

        init(
            leaves: [Leaf], grid: [[Int?]], names: [String: [String]], numbered: [Int: String],
            maybe: Leaf?, doubles: [Double], url: URL?, data: Data, date: Date
        ) {
            self.leaves = leaves
            self.grid = grid
            self.names = names
            self.numbered = numbered
            self.maybe = maybe
            self.doubleBits = doubles.map(\.bitPattern)
            self.url = url
            self.data = data
            self.date = date
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            leaves = try container.decode([Leaf].self, forKey: .leaves)
            grid = try container.decode([[Int?]].self, forKey: .grid)
            names = try container.decode([String: [String]].self, forKey: .names)
            numbered = try container.decode([Int: String].self, forKey: .numbered)
            maybe = try container.decodeIfPresent(Leaf.self, forKey: .maybe)
            doubleBits = try container.decode([Double].self, forKey: .doubles).map(\.bitPattern)
            url = try container.decodeIfPresent(URL.self, forKey: .url)
            data = try container.decode(Data.self, forKey: .data)
            date = try container.decode(Date.self, forKey: .date)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(leaves, forKey: .leaves)
            try container.encode(grid, forKey: .grid)
            try container.encode(names, forKey: .names)
            try container.encode(numbered, forKey: .numbered)
            try container.encodeIfPresent(maybe, forKey: .maybe)
            try container.encode(doubles, forKey: .doubles)
            try container.encodeIfPresent(url, forKey: .url)
            try container.encode(data, forKey: .data)
            try container.encode(date, forKey: .date)
        }
    }

    /// A value written through `superEncoder()`, which the compact form does not take.
    struct Inherited: Codable, Hashable {
        var value: Int

        private enum CodingKeys: CodingKey { case base }

        init(value: Int) { self.value = value }

        init(from decoder: any Decoder) throws {
            value = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .base)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var base = container.superEncoder().singleValueContainer()
            try base.encode(value)
        }
    }

    static let texts = [
        "", "a", "ü", "日本語", "🙂👍🏽", "line\nbreak\u{0}nul", String(repeating: "long ", count: 40),
    ]
    static let ints = [Int.min, Int.min + 1, -1, 0, 1, 63, 64, 127, 128, 300, Int.max - 1, Int.max]
    static let doubles: [Double] = [
        0, -0.0, 1.5, -2.25, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        .pi,
    ]

    static func leaf(_ random: inout SeededGenerator) -> Leaf {
        Leaf(
            text: texts.randomElement(using: &random) ?? "",
            int: Bool.random(using: &random)
                ? ints.randomElement(using: &random) ?? 0
                : Int.random(
                    in: .min ... .max, using: &random),
            int8: Int8.random(in: .min ... .max, using: &random),
            uint64: Bool.random(using: &random) ? .max : UInt64.random(in: 0 ... .max, using: &random),
            int32: Bool.random(using: &random) ? nil : Int32.random(in: .min ... .max, using: &random),
            flag: Bool.random(using: &random),
            // Not NaN, which would make the leaf unequal to itself (the doubles cover NaN).
            float: Float(doubles.filter { !$0.isNaN }.randomElement(using: &random) ?? 0),
            shade: Bool.random(using: &random) ? nil : Shade.allCases.randomElement(using: &random))
    }

    static func sample(_ random: inout SeededGenerator) -> Sample {
        let count = Int.random(in: 0...4, using: &random)
        return Sample(
            leaves: (0..<count).map { _ in leaf(&random) },
            grid: (0..<count).map { row in
                (0..<row).map { _ in Bool.random(using: &random) ? nil : ints.randomElement(using: &random) }
            },
            names: Dictionary(
                uniqueKeysWithValues: (0..<count).map { index in
                    (texts[index % texts.count] + "\(index)", Array(texts.prefix(index)))
                }),
            numbered: Dictionary(uniqueKeysWithValues: (0..<count).map { (ints[$0 * 3], texts[$0]) }),
            maybe: Bool.random(using: &random) ? nil : leaf(&random),
            doubles: (0..<count * 3).map { _ in doubles.randomElement(using: &random) ?? 0 },
            url: Bool.random(using: &random) ? nil : URL(string: "https://example.com/ü?q=\(count)"),
            data: Data((0..<count * 5).map { _ in UInt8.random(in: 0...255, using: &random) }),
            date: Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &random)) / 8))
    }

    static func roundTrip<Value: Codable>(_ value: Value, keys: inout EntityKeyNames) throws -> Value? {
        guard let bytes = try CompactEncoder.encode(value, keys: &keys, children: []) else { return nil }
        return try CompactDecoder.decode(Value.self, from: bytes, keys: keys) { _, _ in .missing }
    }

    @Test func givenGeneratedValues_whenRoundTripped_thenEachReadsBackEqual() throws {
        var random = SeededGenerator(state: 2026)
        var keys = EntityKeyNames()
        for _ in 0..<300 {
            let sample = Self.sample(&random)
            #expect(try Self.roundTrip(sample, keys: &keys) == sample)
        }
    }

    @Test func givenTopLevelPrimitivesAndExtremes_whenRoundTripped_thenTheyReadBackEqual() throws {
        var keys = EntityKeyNames()
        #expect(try Self.roundTrip(Self.ints, keys: &keys) == Self.ints)
        #expect(try Self.roundTrip([UInt.max, 0], keys: &keys) == [UInt.max, 0])
        #expect(try Self.roundTrip(Self.texts, keys: &keys) == Self.texts)
        #expect(try Self.roundTrip([true, false], keys: &keys) == [true, false])
        let doubles = try Self.roundTrip(Self.doubles, keys: &keys)
        #expect(doubles?.map(\.bitPattern) == Self.doubles.map(\.bitPattern))
        #expect(try Self.roundTrip([nil, 1, nil] as [Int?], keys: &keys) == [nil, 1, nil])
        #expect(try Self.roundTrip([[String: Int?]](), keys: &keys) == [])
        #expect(try Self.roundTrip(["": nil, "x": 1] as [String: Int?], keys: &keys) == ["": nil, "x": 1])
    }

    @Test func givenAKeyTable_thenEachNameIsNumberedOnceAndRowsHoldNoKeyNames() throws {
        var keys = EntityKeyNames()
        let leaf = Leaf(
            text: "t", int: 1, int8: 2, uint64: 3, int32: nil, flag: true, float: 1, shade: .dark)

        let first = try #require(try CompactEncoder.encode(leaf, keys: &keys, children: []))
        let second = try #require(try CompactEncoder.encode(leaf, keys: &keys, children: []))

        #expect(first == second)
        #expect(keys.count == 7)  // every key but int32, which is nil and not written
        #expect(!first.contains(Array("uint64".utf8)))
        #expect(first.count < 40)
    }

    @Test func givenAValueThatUsesSuperEncoder_thenTheCompactFormRefusesIt() throws {
        var keys = EntityKeyNames()

        #expect(try CompactEncoder.encode(Inherited(value: 3), keys: &keys, children: []) == nil)
        #expect(keys.count == 0)
    }

    @Test func givenAFieldOfTheWrongKind_whenDecoded_thenItThrows() throws {
        var keys = EntityKeyNames()
        let bytes = try #require(
            try CompactEncoder.encode(["text": "not a number"], keys: &keys, children: []))

        #expect(throws: DecodingError.self) {
            try CompactDecoder.decode([String: Int].self, from: bytes, keys: keys) { _, _ in .missing }
        }
    }
}
