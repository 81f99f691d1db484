import StoreFlowable

/// A paginated cacher as an app writes one: lists and keys in a locked dictionary, pages joined by the
/// protocol's default merges, every read and write of a list suspending once.
final class PlainListCacher<Item: Identifiable & Sendable>: PaginationCacher {
    typealias Param = String
    typealias Key = String

    private struct List {
        var items: [Item]?
        var next: String?
        var prev: String?
        var cachedAt: Double?
    }

    let clock: EpochClock
    // Guarded by its own lock: each param's list.
    private let lists = Locked<[String: List]>([:])

    init(clock: EpochClock = .system) {
        self.clock = clock
    }

    func loadData(param: String) async -> [Item]? {
        await Task.yield()
        return lists.withLock { $0[param]?.items }
    }

    func saveData(data: [Item]?, param: String) async {
        await Task.yield()
        lists.withLock { $0[param, default: List()].items = data }
    }

    func loadDataCachedAt(param: String) async -> Double? { lists.withLock { $0[param]?.cachedAt } }

    func saveDataCachedAt(epochSeconds: Double?, param: String) async {
        lists.withLock { $0[param, default: List()].cachedAt = epochSeconds }
    }

    func loadNextKey(param: String) async -> String? { lists.withLock { $0[param]?.next } }

    func saveNextKey(nextKey: String?, param: String) async {
        lists.withLock { $0[param, default: List()].next = nextKey }
    }

    func loadPrevKey(param: String) async -> String? { lists.withLock { $0[param]?.prev } }

    func savePrevKey(prevKey: String?, param: String) async {
        lists.withLock { $0[param, default: List()].prev = prevKey }
    }

    func removeAllData() async { lists.withLock { $0.removeAll() } }
}

/// Serves a list of four pages of three authors, a new edition at every first page; a page sometimes
/// repeats the last author of the page before, as a server's pages overlap. Counts how many first-page
/// fetches of one param ran at the same time, not those given up (see ``RacingFetcher``): a page may run
/// beside a refresh, which wins over it, but two first pages never run at once.
final class RacingPagesFetcher: PaginationFetcher {
    private struct State {
        var edition = 0
        /// The first-page fetches running, by number, and whether each was given up.
        var running: [Int: (param: String, givenUp: Bool)] = [:]
        var started = 0
        var most = 0
    }

    // Guarded by its own lock: the editions handed out and the fetches running.
    private let state = Locked(State())

    var mostAtOnce: Int { state.withLock { $0.most } }

    func fetch(param: String) async throws -> PaginationFetchResult<Author, String> {
        let edition = state.withLock { state in
            state.edition += 1
            return state.edition
        }
        return try await page(0, of: edition, param: param)
    }

    func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Author, String> {
        let parts = nextKey.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { return PaginationFetchResult(data: [], nextKey: nil) }
        return try await page(parts[1], of: parts[0], param: param)
    }

    private func page(_ number: Int, of edition: Int, param: String) async throws
        -> PaginationFetchResult<Author, String>
    {
        try Task.checkCancellation()
        let fetch = state.withLock { state in
            state.started += 1
            guard number == 0 else { return state.started }
            state.running[state.started] = (param, false)
            state.most = max(state.most, state.running.values.count { $0.param == param && !$0.givenUp })
            return state.started
        }
        await withTaskCancellationHandler {
            await Task.yield()
        } onCancel: {
            state.withLock { $0.running[fetch]?.givenUp = true }
        }
        state.withLock { $0.running[fetch] = nil }
        var authors = (0..<3).map { Author(id: "\(param)-\(edition)-\(number)-\($0)", name: "v\(edition)") }
        if number > 0, edition % 2 == 0 {
            authors.insert(Author(id: "\(param)-\(edition)-\(number - 1)-2", name: "again"), at: 0)
        }
        return PaginationFetchResult(data: authors, nextKey: number < 3 ? "\(edition):\(number + 1)" : nil)
    }
}
