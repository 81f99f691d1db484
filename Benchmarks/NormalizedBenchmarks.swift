enum NormalizedBenchmarks {
    static func run(into report: inout Report) async {}
}
