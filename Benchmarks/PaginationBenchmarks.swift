enum PaginationBenchmarks {
    static func run(into report: inout Report) async {}
}
