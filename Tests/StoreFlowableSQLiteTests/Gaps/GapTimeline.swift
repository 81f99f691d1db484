import Foundation
import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

/// A numbered status of a timeline: a newer status has a greater ID.
struct Status: PersistentEntity, Hashable, CustomStringConvertible {
    let id: Int
    var text: String

    var description: String { text.isEmpty ? "\(id)" : "\(id):\(text)" }
}

/// The statuses `ids`, newest first, as a timeline lists them.
func statuses(_ ids: ClosedRange<Int>, _ text: String = "") -> [Status] {
    ids.reversed().map { Status(id: $0, text: text) }
}

/// The IDs `ids`, newest first.
func newestFirst(_ ids: ClosedRange<Int>...) -> [Int] {
    ids.flatMap { $0.reversed() }
}

/// The three cachers that keep gaps; each test of this folder runs over all of them.
enum ListKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case inMemory, normalized, sqlite

    var testDescription: String { rawValue }
}

/// A failure of a gap's page.
struct PageFailure: Error, Equatable {
    let code: Int
}

/// A timeline kept with `refresh: .keepingList` by a cacher of one ``ListKind``, fetched from a
/// `TestPaginationFetcher` whose pages the test answers. Its keys follow one rule: a page of the statuses
/// `low...high` has the next key `low - 1` (the newest status below it) and the previous key `high + 1`.
final class GapTimeline: Sendable {
    typealias Fetcher = TestPaginationFetcher<String, Status, Int>

    let kind: ListKind
    let fetcher: Fetcher
    let timeline: AnyPaginationStoreFlowable<Status, Int>
    /// The SQLite store and its folder, for `.sqlite`; kept alive with the timeline.
    let persisted: SQLiteStore?
    let folder: TemporaryFolder?

    private init(
        kind: ListKind, fetcher: Fetcher, timeline: AnyPaginationStoreFlowable<Status, Int>,
        persisted: SQLiteStore?, folder: TemporaryFolder?
    ) {
        self.kind = kind
        self.fetcher = fetcher
        self.timeline = timeline
        self.persisted = persisted
        self.folder = folder
    }

    /// A timeline of `kind`, empty, valid for `expireSeconds` as `clock` reads the time.
    static func make(
        _ kind: ListKind, expireSeconds: Double = .infinity, clock: EpochClock = .system
    ) async throws -> GapTimeline {
        let fetcher = Fetcher()
        switch kind {
        case .inMemory:
            let cacher = InMemoryPaginationCacher<String, Status, Int>(
                expireSeconds: expireSeconds, gcTime: nil, clock: clock, refresh: .keepingList)
            let timeline = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
            return GapTimeline(kind: kind, fetcher: fetcher, timeline: timeline, persisted: nil, folder: nil)
        case .normalized:
            let cacher = NormalizedListCacher<String, Status, Int>(
                store: EntityStore(), expireSeconds: expireSeconds, clock: clock, refresh: .keepingList)
            let timeline = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
            return GapTimeline(kind: kind, fetcher: fetcher, timeline: timeline, persisted: nil, folder: nil)
        case .sqlite:
            let folder = TemporaryFolder()
            let persisted = try await openStatuses(at: folder.database)
            let cacher = try await SQLiteListCacher<String, Status, Int>(
                in: persisted, name: "timelines", expireSeconds: expireSeconds, clock: clock,
                refresh: .keepingList)
            let timeline = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
            return GapTimeline(
                kind: kind, fetcher: fetcher, timeline: timeline, persisted: persisted, folder: folder)
        }
    }

    /// Keeps the statuses `ids` as the whole list, with the keys of a page of them.
    func seed(_ ids: ClosedRange<Int>, _ text: String = "kept") async {
        await timeline.update(
            newData: statuses(ids, text), nextKey: ids.lowerBound - 1, prevKey: ids.upperBound + 1)
    }

    /// The state a new subscriber starts with, never fetching.
    func current() async throws -> StateWithGaps<Status> {
        try #require(await firstGapState(of: timeline))
    }

    /// The IDs of the list as a new subscriber sees it.
    func ids() async throws -> [Int] {
        try await current().state.content?.map(\.id) ?? []
    }

    /// Refreshes, answering the first-page request with the statuses `ids`.
    func refresh(answering ids: ClosedRange<Int>, _ text: String = "new") async throws {
        async let refreshed: Void = timeline.refresh()
        try await fetcher.firstPage.nextRequest().answer(ids, text)
        await refreshed
    }

    /// Loads a page of the only gap from `edge`, answering with the statuses `ids`; returns the key the
    /// request was made with.
    @discardableResult
    func fill(from edge: ListGap.Edge, answering ids: ClosedRange<Int>?) async throws -> Int? {
        let gap = try #require(try await current().gaps.first)
        async let filled: Void = timeline.requestGap(gap, from: edge)
        let request = try await requests(from: edge).nextRequest()
        if let ids { request.answer(ids) } else { request.answer([]) }
        await filled
        return request.key
    }

    /// The fetcher's requests for pages of a gap loaded from `edge`.
    func requests(from edge: ListGap.Edge) -> PageRequests<String, Status, Int> {
        edge == .top ? fetcher.nextPage : fetcher.prevPage
    }
}

extension PageFetchRequest where Item == Status, Key == Int {
    /// Answers with the statuses `ids` and their keys: next `low - 1`, previous `high + 1`.
    func answer(
        _ ids: ClosedRange<Int>, _ text: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        answer(
            statuses(ids, text), nextKey: ids.lowerBound - 1, prevKey: ids.upperBound + 1,
            sourceLocation: sourceLocation)
    }
}

extension AdditionalLoadingState {
    /// `fixed`, `loading` or `error`, to compare in expectations.
    var name: String {
        switch self {
        case .fixed: return "fixed"
        case .loading: return "loading"
        case .error: return "error"
        }
    }
}

/// Opens the store at `url` for statuses.
func openStatuses(at url: URL) async throws -> SQLiteStore {
    try await SQLiteStore.open(at: url, entities: [Status.self])
}

/// The state a new subscriber of `timeline` starts with, never fetching.
func firstGapState(of timeline: AnyPaginationStoreFlowable<Status, Int>) async -> StateWithGaps<Status>? {
    var states = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
    return await states.next()
}

/// Whether `ids` holds no ID twice.
func areDistinct(_ ids: [Int]) -> Bool {
    Set(ids).count == ids.count
}
