import Foundation
import Testing

@testable import StoreFlowableSQLite

/// The short forms of strings in ``CompactFormat``: the row's own ID, and timestamps.
@Suite struct CompactShortStringsTests {
    struct Post: Codable, Equatable {
        var id: String
        var quoting: String?
        var tags: [String]
        var createdAt: String
        var editedAt: String?
    }

    static func roundTrip<Value: Codable>(_ value: Value, ownID: String?) throws -> (Value, [UInt8]) {
        var keys = EntityKeyNames()
        let bytes = try #require(try CompactEncoder.encode(value, keys: &keys, children: [], ownID: ownID))
        let decoded = try CompactDecoder.decode(Value.self, from: bytes, keys: keys, ownID: ownID) { _, _ in
            .missing
        }
        return (decoded, bytes)
    }

    @Test func givenStringsEqualToTheRowsID_whenRoundTripped_thenEachTakesOneByteAndReadsBack() throws {
        let id = "113424211457235062"
        let post = Post(id: id, quoting: id, tags: [id, "other"], createdAt: "now", editedAt: nil)

        let (decoded, bytes) = try Self.roundTrip(post, ownID: id)
        let (_, withoutOwnID) = try Self.roundTrip(post, ownID: nil)

        #expect(decoded == post)
        #expect(!bytes.contains(Array(id.utf8)))
        #expect(withoutOwnID.count - bytes.count == 3 * (id.utf8.count + 1))
    }

    @Test func givenARowWrittenWithItsID_whenDecodedWithoutIt_thenItThrows() throws {
        var keys = EntityKeyNames()
        let bytes = try #require(
            try CompactEncoder.encode(["id": "7"], keys: &keys, children: [], ownID: "7"))

        #expect(throws: DecodingError.self) {
            try CompactDecoder.decode([String: String].self, from: bytes, keys: keys) { _, _ in .missing }
        }
    }

    @Test func givenTimestampsInTheOneForm_whenRoundTripped_thenEachTakesAtMostEightBytes() throws {
        let timestamps = [
            "2026-11-28T09:41:07.123Z", "1970-01-01T00:00:00.000Z", "1969-12-31T23:59:59.999Z",
            "0000-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z", "2024-02-29T12:00:00.500Z",
            "2000-03-01T00:00:00.001Z",
        ]
        for timestamp in timestamps {
            let (decoded, bytes) = try Self.roundTrip([timestamp], ownID: nil)
            #expect(decoded == [timestamp])
            // Format byte, an unkeyed container's tag and count, then the timestamp's tag and varint.
            #expect(bytes.count <= 3 + 1 + 8, "\(timestamp): \(bytes.count) bytes")
            #expect(bytes.contains(CompactFormat.timestamp))
        }
    }

    @Test func givenTextsNearTheForm_whenRoundTripped_thenTheyStayStringsAndReadBackExactly() throws {
        let texts = [
            "2026-02-30T09:41:07.123Z", "2025-02-29T00:00:00.000Z", "2026-11-28T24:00:00.000Z",
            "2026-11-28T09:41:07Z", "2026-11-28T09:41:07.123456Z", "2026-11-28T09:41:07.123+00:00",
            "2026-11-28t09:41:07.123z", "2026-11-28T09:41:60.123Z", "2026-13-01T00:00:00.000Z",
            "2026-11-28 09:41:07.123Z", "２０２６-11-28T09:41:07.123Z", "2026-11-28",
        ]
        for text in texts {
            let (decoded, bytes) = try Self.roundTrip([text], ownID: nil)
            #expect(decoded == [text])
            #expect(!bytes.contains(CompactFormat.timestamp), "\(text) was taken for a timestamp")
        }
    }

    @Test func givenRandomInstants_whenWrittenAsTimestamps_thenTheyReadBackToTheSameMillisecond() {
        var random = SeededGenerator(state: 28)
        for _ in 0..<2_000 {
            let milliseconds = Int64.random(in: CompactTimestamp.range, using: &random)
            let text = CompactTimestamp.text(milliseconds)
            #expect(text.utf8.count == CompactTimestamp.length)
            #expect(CompactTimestamp.milliseconds(text) == milliseconds, "\(text)")
        }
    }

    @Test func givenATimestampOutOfItsYears_whenDecoded_thenItThrows() throws {
        var keys = EntityKeyNames()
        var bytes = try #require(try CompactEncoder.encode(["x"], keys: &keys, children: []))
        // The string replaced by a timestamp of year 10000.
        bytes.removeLast(2)
        bytes.append(CompactFormat.timestamp)
        let milliseconds = CompactTimestamp.range.upperBound + 1
        bytes.appendVarint(CompactFormat.zigzag(milliseconds))

        #expect(throws: DecodingError.self) {
            try CompactDecoder.decode([String].self, from: bytes, keys: keys) { _, _ in .missing }
        }
    }
}
