import Foundation

/// The figures of one run, in the order they were measured.
struct Report {
    struct Row {
        let name: String
        let value: Double
        let unit: String
        let target: String
    }

    private(set) var rows: [Row] = []

    mutating func add(_ name: String, _ value: Double, unit: String, target: String) {
        rows.append(Row(name: name, value: value, unit: unit, target: target))
        print("  \(name): \(Report.format(value)) \(unit)")
    }

    /// Adds a timing named `name`, the floor measured beside it (`<base>_floor_<unit>`), and their ratio
    /// (`<base>_over_floor`).
    mutating func add(
        _ name: String, _ value: Double, floor: Double, base: String, unit: String, target: String,
        ratioTarget: String
    ) {
        add(name, value, unit: unit, target: target)
        add("\(base)_floor_\(unit)", floor, unit: unit, target: "(floor)")
        add("\(base)_over_floor", value / floor, unit: "x", target: ratioTarget)
    }

    func printTable() {
        let nameWidth = max(4, rows.map(\.name.count).max() ?? 0)
        let valueWidth = max(5, rows.map { Report.format($0.value).count }.max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        print("")
        print("| \(pad("name", nameWidth)) | \(pad("value", valueWidth)) | unit | target |")
        print(
            "|\(String(repeating: "-", count: nameWidth + 2))|\(String(repeating: "-", count: valueWidth + 2))|------|--------|"
        )
        for row in rows {
            print(
                "| \(pad(row.name, nameWidth)) | \(pad(Report.format(row.value), valueWidth)) | \(row.unit) | \(row.target) |"
            )
        }
    }

    /// The rows whose value misses its target (`<= X`, `>= X`, `= X`); rows without one never miss.
    func misses() -> [Row] {
        rows.filter { row in
            let parts = row.target.split(separator: " ")
            guard parts.count == 2, let bound = Double(parts[1]) else { return false }
            switch parts[0] {
            case "<=": return !(row.value <= bound)
            case ">=": return !(row.value >= bound)
            case "=": return row.value != bound
            default: return false
            }
        }
    }

    func writeJSON(to path: String) throws {
        var object: [String: Double] = [:]
        for row in rows { object[row.name] = row.value }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path))
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        return String(format: "%.3f", value)
    }
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Seconds elapsed while `body` runs.
func measure(_ body: () async throws -> Void) async rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try await body()
    let elapsed = start.duration(to: clock.now)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
