import Foundation

/// Measures the library and prints a table; `--json PATH` also writes the figures as a flat JSON object.
@main
struct BenchmarkCommand {
    static func main() async {
        var arguments = CommandLine.arguments.dropFirst()
        var jsonPath: String?
        var check = false
        var groups: Set<String> = [
            "core", "pagination", "user", "normalized", "queries", "persistence", "lifecycle", "rows",
            "outbox",
        ]
        while let argument = arguments.popFirst() {
            switch argument {
            case "--json":
                guard let path = arguments.popFirst() else { exitWithUsage("--json needs a path") }
                jsonPath = path
            case "--only":
                guard let group = arguments.popFirst(), groups.contains(group) else {
                    exitWithUsage(
                        "--only needs one of core, pagination, user, normalized, queries, persistence, lifecycle, rows, outbox"
                    )
                }
                groups = [group]
            case "--check":
                check = true
            case "--profile":
                await Profiling.run(arguments.popFirst() ?? "")
                return
            case "--measure-memory":
                let side = arguments.popFirst() ?? ""
                if PersistenceMemory.isChild(side) {
                    await PersistenceMemory.measureChild(side, path: arguments.popFirst() ?? "")
                } else {
                    NormalizedBenchmarks.measureMemory(of: side)
                }
                return
            case "--measure-eviction":
                await EvictionBenchmarks.measureChild(arguments.popFirst() ?? "")
                return
            case "--help", "-h":
                print(usage)
                return
            default:
                exitWithUsage("unknown argument '\(argument)'")
            }
        }

        var report = Report()
        if groups.contains("core") { await CoreBenchmarks.run(into: &report) }
        if groups.contains("pagination") {
            await PaginationBenchmarks.run(into: &report)
            await GapBenchmarks.run(into: &report)
        }
        if groups.contains("user") { await UserCacherBenchmarks.run(into: &report) }
        if groups.contains("normalized") { await NormalizedBenchmarks.run(into: &report) }
        if groups.contains("queries") { await QueryBenchmarks.run(into: &report) }
        if groups.contains("persistence") { await PersistenceBenchmarks.run(into: &report) }
        if groups.contains("lifecycle") { await EvictionBenchmarks.run(into: &report) }
        if groups.contains("rows") { RowCodingBenchmarks.run(into: &report) }
        if groups.contains("outbox") { await OutboxBenchmarks.run(into: &report) }
        report.printTable()
        if let jsonPath {
            do {
                try report.writeJSON(to: jsonPath)
                print("wrote \(jsonPath)")
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(jsonPath): \(error)\n".utf8))
                exit(1)
            }
        }
        guard check else { return }
        let misses = report.misses()
        if misses.isEmpty {
            print("check: every figure meets its target")
            return
        }
        for row in misses {
            print(
                "check: \(row.name) = \(Report.format(row.value)) \(row.unit) misses its target \(row.target)"
            )
        }
        exit(1)
    }

    static let usage = """
        usage: storeflowable-benchmarks [--json PATH] [--only core|pagination|user|normalized|queries|persistence|lifecycle|rows|outbox] [--check]
          --check  exit 1 and name each figure that misses its target
          Run in release mode: swift run -c release storeflowable-benchmarks --json benchmarks.json
        """

    static func exitWithUsage(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
