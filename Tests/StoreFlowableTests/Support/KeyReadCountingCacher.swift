import StoreFlowable

/// A pagination cacher that counts how often the next key is read.
final class KeyReadCountingCacher: PaginationCacher {
    let storage = CacherStorage<String, [String]>()
    /// One call per read of the next key.
    let keyReads = ControlledCalls<String, Void>(autoRespond: { _, _ in })
    // Guarded by its own lock: the next key of each param.
    private let nextKeys = Locked<[String: String]>([:])

    func loadNextKey(param: String) async -> String? {
        try? await keyReads.call(param)
        return nextKeys.withLock { $0[param] }
    }

    func saveNextKey(nextKey: String?, param: String) async {
        nextKeys.withLock { $0[param] = nextKey }
    }
}
