import StoreFlowable

/// A test's cacher of `Int` by `String` that keeps its content in an ``InMemoryCacher`` and changes only
/// what the test is about (`needRefresh`, revisions, …): the storage methods forward to `memory`.
protocol MemoryBackedCacher: Cacher where Param == String, Value == Int {
    var memory: InMemoryCacher<String, Int> { get }
}

extension MemoryBackedCacher {
    func loadData(param: String) async -> Int? { await memory.loadData(param: param) }
    func saveData(data: Int?, param: String) async { await memory.saveData(data: data, param: param) }
    func loadDataCachedAt(param: String) async -> Double? { await memory.loadDataCachedAt(param: param) }

    func saveDataCachedAt(epochSeconds: Double?, param: String) async {
        await memory.saveDataCachedAt(epochSeconds: epochSeconds, param: param)
    }

    func removeAllData() async { await memory.removeAllData() }
}
