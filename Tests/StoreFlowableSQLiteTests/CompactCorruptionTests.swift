import Foundation
import Testing

@testable import StoreFlowableSQLite

/// A damaged row is outside input: whatever its bytes, decoding it throws or reads a value, never traps.
@Suite struct CompactCorruptionTests {
    @Test func givenRowsCutShortOrWithBytesChanged_whenDecoded_thenEachThrowsOrReadsAValue() throws {
        var random = SeededGenerator(state: 7)
        var keys = EntityKeyNames()
        var decoded = 0
        var refused = 0
        for _ in 0..<200 {
            let sample = CompactCodingTests.sample(&random)
            let row = try #require(try CompactEncoder.encode(sample, keys: &keys, children: []))
            for attempt in 0..<20 {
                var damaged = row
                if attempt.isMultiple(of: 2) {
                    damaged.removeLast(Int(random.next() % UInt64(damaged.count - 1)) + 1)
                } else {
                    for _ in 0...(random.next() % 3) {
                        let index = 1 + Int(random.next() % UInt64(damaged.count - 1))
                        damaged[index] = UInt8(truncatingIfNeeded: random.next())
                    }
                }
                do {
                    _ = try CompactDecoder.decode(CompactCodingTests.Sample.self, from: damaged, keys: keys) {
                        _, _ in .missing
                    }
                    decoded += 1
                } catch {
                    refused += 1
                }
            }
        }
        #expect(decoded + refused == 4_000)
        #expect(refused > 2_000, "most damaged rows are refused: \(refused) of 4,000")
    }

    @Test func givenARowNestingContainersAHundredThousandDeep_whenReadOrWalked_thenItThrows() throws {
        var keys = EntityKeyNames()
        let key = UInt8(keys.number(for: "grid"))
        // A keyed row with one entry, `grid`, whose value is a hundred thousand nested one-element arrays.
        var row: [UInt8] = [CompactFormat.formatByte, CompactFormat.keyed, 1, key]
        for _ in 0..<100_000 { row += [CompactFormat.unkeyed, 1] }
        row.append(CompactFormat.null)

        #expect(throws: DecodingError.self) {
            try CompactDecoder.decode([String: [Int?]].self, from: row, keys: keys) { _, _ in .missing }
        }
        #expect(throws: DecodingError.self) { try CompactFormat.references(in: row) }
    }
}
