import Foundation
import StoreFlowable
import StoreFlowableSQLite

// NormalizedStore.md's blocks, as written and in order: the entities at the top level, the statements in
// functions whose parameters are the names the article leaves to the reader. `MastodonClient`,
// `TimelineRequest`, `TimelineFetcher` and `StatusFetcher` stand for the reader's
// (NormalizedStoreStandIns.swift).

struct Account: NormalizedEntity {
    let id: String
    var displayName: String
}

struct Status: NormalizedEntity {
    let id: String
    var account: Account
    var content = ""
    @Indirect var reblog: Status?
    var favourited = false
    var favouritesCount = 0

    static let relationships: [EntityRelationship<Status>] = [
        .one(\.account),  // the author
        .optional(\.reblog),  // the original status inside a boost
    ]
}

// StoreFlowableSQLite.md's overview stores these statuses; Swift synthesizes `Codable` only in this file.
extension Account: PersistentEntity, Codable {}
extension Status: PersistentEntity, Codable {}

/// What "Lists on the store" builds.
struct StatusLists: Sendable {
    let client: MastodonClient
    let id: String
    let store: EntityStore
    let timelines: NormalizedListCacher<TimelineRequest, Status, URL>
    let home: AnyPaginationStoreFlowable<Status, URL>
    let local: AnyPaginationStoreFlowable<Status, URL>
    let status: AnyStoreFlowable<Status>
}

/// "Lists on the store": two timelines and a status, on one store.
func listsOnTheStore() -> StatusLists {
    let client = MastodonClient()
    let fetcher = TimelineFetcher(client: client)
    let id = "1"  // a status shown in both timelines
    let store = EntityStore()
    let timelines = NormalizedListCacher<TimelineRequest, Status, URL>(store: store, expireSeconds: 300)
    let statuses = NormalizedEntityCacher<String, Status>(store: store)

    let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
    let local = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .local)
    let status = AnyStoreFlowable.from(
        cacher: statuses, fetcher: StatusFetcher(client: client), param: id)
    return StatusLists(
        client: client, id: id, store: store, timelines: timelines, home: home, local: local, status: status)
}

/// What a screen that animates its rows was asked to do.
enum RowChange: Equatable, Sendable {
    case reload([String])
    case animate(removed: [String], inserted: [String], reconfigured: Set<String>)
}

/// "Animating changes": the screen's loop, until its task is cancelled. `reload(_:)` and
/// `animate(_:reconfiguring:showing:)` stand for UI code: they hand what they are asked to `shown`.
func animateRows(of home: AnyPaginationStoreFlowable<Status, URL>, shown: (RowChange) -> Void) async {
    for await update in home.publishWithDifferences() {
        let difference = update.difference
        if difference.isInitial {
            reload(update.state.content ?? [])
        } else if !difference.isEmpty {
            animate(
                difference.changes, reconfiguring: difference.updated, showing: update.state.content ?? [])
        }
    }

    func reload(_ statuses: [Status]) {
        shown(.reload(statuses.map(\.id)))
    }

    func animate(
        _ changes: CollectionDifference<String>, reconfiguring updated: Set<String>,
        showing statuses: [Status]
    ) {
        let removed = changes.removals.map(\.element)
        let inserted = changes.insertions.map(\.element)
        shown(.animate(removed: removed, inserted: inserted, reconfigured: updated))
    }
}

/// "Mutations": a favourite, shown at once, settled with the server's status.
func favourite(store: EntityStore, id: String, client: MastodonClient) async throws {
    try await store.optimisticUpdate(Status.self, id: id) {
        $0.favourited = true
        $0.favouritesCount += 1
    } operation: {
        try await client.favourite(id: id)  // the status as the server now has it
    }
}

/// "Posting and deleting at once": a post shown at once under a temporary ID; returns the server's status.
func postHello(
    store: EntityStore, timelines: NormalizedListCacher<TimelineRequest, Status, URL>, client: MastodonClient
) async throws -> Status {
    let me = Account(id: "ada", displayName: "Ada")
    let draft = Status(id: "pending-\(UUID())", account: me, content: "Hello")
    let posted = try await store.optimisticInsert(
        draft, into: [.start(of: timelines, param: .home), .start(of: timelines, param: .local)]
    ) {
        try await client.post("Hello")  // the status as the server stored it, under its own ID
    }
    return posted
}

/// "Posting and deleting at once": `posted`, hidden at once, deleted once the server confirmed.
func delete(posted: Status, store: EntityStore, client: MastodonClient) async throws {
    try await store.optimisticDelete(Status.self, id: posted.id) {
        try await client.delete(id: posted.id)
    }
}

/// What the "Queries" block reads.
struct StoreAnswers {
    let first: Status?
    let isCached: Bool
    let favourites: [Status]
    let byAda: [Status]
    let boosts: [Status]
}

/// "Queries": what the store answers at once.
func queries(store: EntityStore) -> StoreAnswers {
    let first = store[Status.self, id: "1"]
    let isCached = store.contains(Status.self, id: "2")
    let favourites = store.entities(Status.self) { $0.favourited }
    let byAda = store.entities(Status.self, referencing: "ada", through: \.account)
    let boosts = store.entities(Status.self, referencing: "1", through: \.reblog)
    return StoreAnswers(
        first: first, isCached: isCached, favourites: favourites, byAda: byAda, boosts: boosts)
}

/// "Queries": a live query of Ada's statuses, shown until the task is cancelled. `show(_:)` stands for UI
/// code.
func showAdasStatuses(store: EntityStore, show: (SortedEntities<Status>) -> Void) async {
    let adasStatuses = store.query(
        Status.self, where: { $0.account.id == "ada" }, sortedBy: { $0.id > $1.id })
    for await statuses in adasStatuses {
        show(statuses)  // now, then after each change to one of Ada's statuses
    }
}

extension CollectionDifference.Change {
    /// The element removed or inserted.
    var element: ChangeElement {
        switch self {
        case .insert(_, let element, _), .remove(_, let element, _): element
        }
    }
}
