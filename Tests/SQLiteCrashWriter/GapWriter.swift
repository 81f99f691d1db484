import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Synchronization

/// A status of the gap writer's timeline: a newer status has a greater ID.
struct Status: PersistentEntity, Hashable {
    let id: Int
    var text: String
}

/// A server timeline whose newest status is `head`, paged by ten: a page of the statuses `low...high`
/// has the next key `low - 1` (none below 1) and the previous key `high + 1`. The same key always gives
/// the same statuses, whatever the head.
final class GrowingTimeline: PaginationFetcher {
    static let pageSize = 10
    private let newest = Atomic(0)

    init(head: Int) {
        newest.store(head, ordering: .relaxed)
    }

    var head: Int { newest.load(ordering: .relaxed) }

    /// Statuses newer than the head arrive.
    func grow(by count: Int) {
        newest.add(count, ordering: .relaxed)
    }

    func fetch(param: String) async throws -> PaginationFetchResult<Status, Int> {
        page(from: head)
    }

    func fetchNext(nextKey: Int, param: String) async throws -> PaginationFetchResult<Status, Int> {
        page(from: nextKey)
    }

    func fetchPrev(prevKey: Int, param: String) async throws -> PaginationFetchResult<Status, Int> {
        let high = min(prevKey + Self.pageSize - 1, head)
        guard high >= prevKey else { return PaginationFetchResult(data: [], nextKey: nil, prevKey: nil) }
        return PaginationFetchResult(
            data: Self.statuses(prevKey...high), nextKey: prevKey - 1, prevKey: high + 1)
    }

    /// The page of the ten statuses from `high` down.
    private func page(from high: Int) -> PaginationFetchResult<Status, Int> {
        guard high >= 1 else { return PaginationFetchResult(data: [], nextKey: nil, prevKey: nil) }
        let low = max(high - Self.pageSize + 1, 1)
        return PaginationFetchResult(
            data: Self.statuses(low...high), nextKey: low > 1 ? low - 1 : nil, prevKey: high + 1)
    }

    static func statuses(_ ids: ClosedRange<Int>) -> [Status] {
        ids.reversed().map { Status(id: $0, text: "status \($0)") }
    }
}

/// The gap crash test's writer (`--gaps DATABASE`): a timeline kept with `refresh: .keepingList` in the
/// list "home" of the cacher "gaps", refreshed again and again as the server's timeline grows by 1 to 25
/// statuses (a refresh of ten shares items with the list or leaves a gap), each refresh followed by one
/// to four pages of random gaps from random edges. Prints one line per refresh or gap page stored, until
/// it is killed.
enum GapWriter {
    static func run(database: String) async -> Never {
        do {
            let persisted = try await SQLiteStore.open(
                at: URL(fileURLWithPath: database), entities: [Status.self])
            let cacher = try await SQLiteListCacher<String, Status, Int>(
                in: persisted, name: "gaps", refresh: .keepingList)
            let server = GrowingTimeline(head: cacher.ids(for: "home")?.max() ?? 0)
            let timeline = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: server, param: "home")
            while true {
                server.grow(by: Int.random(in: 1...25))
                await timeline.refresh()
                say("refreshed to \(server.head)")
                for _ in 0..<Int.random(in: 1...4) {
                    var states = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
                    guard let gap = await states.next()?.gaps.randomElement() else { break }
                    let edge: ListGap.Edge = Bool.random() ? .top : .bottom
                    await timeline.requestGap(gap, from: edge)
                    say("gap \(gap.id) from \(edge)")
                }
            }
        } catch {
            FileHandle.standardError.write(Data("SQLiteCrashWriter: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
