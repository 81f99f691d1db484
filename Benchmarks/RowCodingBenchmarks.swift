import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// One status's row: written and read in the compact form and as JSON (what rows were before), the
/// author held by reference in the compact row and copied in the JSON one.
enum RowCodingBenchmarks {
    static let iterations = 20_000

    static func run(into report: inout Report) {
        print("rows")
        do {
            try measureAll(into: &report)
        } catch {
            FileHandle.standardError.write(Data("error: row benchmarks failed: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func measureAll(into report: inout Report) throws {
        let status = StatusFactory.status(number: 7)
        let hollow = status.withHollowNested()
        let json = JSONEncoder()
        json.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let decoder = JSONDecoder()
        var codec = CompactRowCodec()
        let nested = [try EntityKeyedValue(status.account)]
        var compactRow = try codec.encode(status)
        let jsonRow = try json.encode(hollow)
        guard try codec.decode(Status.self, from: compactRow, id: status.id, nested: nested) == status,
            try decoder.decode(Status.self, from: jsonRow) == hollow
        else { throw CocoaError(.coderInvalidValue) }

        var best = (compactEncode: Double.infinity, jsonEncode: Double.infinity)
        var bestDecode = (compact: Double.infinity, json: Double.infinity)
        for _ in 0..<5 {
            best.compactEncode = min(
                best.compactEncode, try microseconds { compactRow = try codec.encode(status) })
            best.jsonEncode = min(
                best.jsonEncode, try microseconds { _ = try json.encode(status.withHollowNested()) })
            bestDecode.compact = min(
                bestDecode.compact,
                try microseconds {
                    _ = try codec.decode(Status.self, from: compactRow, id: status.id, nested: nested)
                })
            bestDecode.json = min(
                bestDecode.json, try microseconds { _ = try decoder.decode(Status.self, from: jsonRow) })
        }
        report.add("row_encode_compact_us", best.compactEncode, unit: "us", target: "<= json")
        report.add("row_encode_json_us", best.jsonEncode, unit: "us", target: "(reference)")
        report.add("row_decode_compact_us", bestDecode.compact, unit: "us", target: "<= json")
        report.add("row_decode_json_us", bestDecode.json, unit: "us", target: "(reference)")
        report.add("row_bytes_compact", Double(compactRow.count), unit: "bytes", target: "(none)")
        report.add("row_bytes_json", Double(jsonRow.count), unit: "bytes", target: "(none)")
    }

    /// The mean microseconds of `body` over ``iterations`` calls.
    private static func microseconds(_ body: () throws -> Void) throws -> Double {
        let start = ContinuousClock.now
        for _ in 0..<iterations { try body() }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds * 1e6 / Double(iterations)
    }
}
