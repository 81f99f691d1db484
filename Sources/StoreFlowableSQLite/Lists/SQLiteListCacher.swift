import Foundation
import StoreFlowable

/// A `NormalizedListCacher` kept on disk: each list's IDs, keys and timestamp in a
/// ``SQLiteStore``, its entities once in the store's tables. Opened, it holds the lists as they were,
/// so a subscriber's first state shows them before any fetch.
///
/// ```swift
/// let timelines = try await SQLiteListCacher<TimelineRequest, Status, URL>(
///     in: persisted, name: "timelines", expiry: .seconds(300))
/// let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
/// ```
///
/// A page is saved in one transaction (its entities and its place in the list) before memory changes;
/// a write that fails (a full disk, a read-only file) throws ``SQLiteError`` and leaves memory as it was,
/// so the flowable shows `.error(rawError:content:)` with the content it had. Reads come from memory.
/// Lists keep at most ``SQLiteStoreLimits/maxPagesPerList`` pages on disk.
public final class SQLiteListCacher<
    Param: Codable & Hashable & Sendable, Entity: PersistentEntity, Key: Codable & Hashable & Sendable
>: PaginationCacher {
    /// One element of a list.
    public typealias Item = Entity

    /// The store the lists and their entities are kept in.
    public let persisted: SQLiteStore
    /// The name the lists are stored under; cachers with different names keep different lists.
    public let name: String
    let inMemory: NormalizedListCacher<Param, Entity, Key>
    /// The generation of each stored list as this cacher last read or wrote it, by stored param; read and
    /// written on the database's queue. A list whose stored generation differs was saved anew by another
    /// store on the file since: pages and keys of this cacher's are not added to it.
    let generations = Locked<[String: Int]>([:])
    /// The params whose stored list was read into memory, or found absent (see ``restore(_:)``).
    let restored = Locked<Set<Param>>([])
    /// Which stored pages memory shows of each list it reads or keeps a page at a time, by param (see
    /// ``_storedPage(next:key:param:)`` and ``keepWindow(_:grownAtEnd:)``).
    let windows = Locked<[Param: StoredWindow]>([:])

    /// Opens the lists stored under `name` in `persisted`. A stored list is read when it is first asked
    /// for, so that opening reads nothing, and a list costs only when it is shown.
    ///
    /// - Parameters:
    ///   - persisted: The store to keep the lists and their entities in.
    ///   - name: The name the lists are stored under.
    ///   - expireSeconds: How long a list stays valid after its first page was fetched, across restarts.
    ///   - clock: The source of "now" for timestamps and expiry.
    ///   - refresh: What a refresh does with a kept list. Defaults to replacing it.
    /// - Throws: Nothing today, as lists are read when first asked for; the signature keeps room for a
    ///   check at open.
    public init(
        in persisted: SQLiteStore,
        name: String,
        expireSeconds: Double = .infinity,
        clock: EpochClock = .system,
        refresh: ListRefresh = .replacingList
    ) async throws(SQLiteError) {
        self.persisted = persisted
        self.name = name
        inMemory = NormalizedListCacher(
            store: persisted.store, expireSeconds: expireSeconds, clock: clock, refresh: refresh)
        persisted.lists.add(self, named: name)
        persisted.outbox.showDrafts(inList: name)
    }

    /// Opens the lists stored under `name`, valid for `expiry` after their first page was fetched.
    public convenience init(
        in persisted: SQLiteStore,
        name: String,
        expiry: Duration,
        clock: EpochClock = .system,
        refresh: ListRefresh = .replacingList
    ) async throws(SQLiteError) {
        let seconds = Double(expiry.components.seconds) + Double(expiry.components.attoseconds) / 1e18
        try await self.init(in: persisted, name: name, expireSeconds: seconds, clock: clock, refresh: refresh)
    }

    /// How long a list stays valid after its first page was fetched, in seconds.
    public var expireSeconds: Double { inMemory.expireSeconds }
    /// The source of "now" for timestamps and expiry.
    public var clock: EpochClock { inMemory.clock }
    /// Announces the lists an entity change reached.
    public var changes: CacherChanges<Param>? { inMemory.changes }

    /// The IDs of the list for `param`, in order, or `nil` when there is none.
    public func ids(for param: Param) -> [Entity.ID]? {
        memory(param).ids(for: param)
    }

    // MARK: Reading (from memory)

    /// The list's entities, joined to their latest versions.
    public func loadData(param: Param) async -> [Entity]? { await memory(param).loadData(param: param) }
    /// When the list's first page was saved.
    public func loadDataCachedAt(param: Param) async -> Double? {
        await memory(param).loadDataCachedAt(param: param)
    }
    /// The key of the list's next page.
    public func loadNextKey(param: Param) async -> Key? { await memory(param).loadNextKey(param: param) }
    /// The key of the list's previous page.
    public func loadPrevKey(param: Param) async -> Key? { await memory(param).loadPrevKey(param: param) }
    /// The list's entities and when it was saved, read without suspending: the list is kept in memory.
    public func peekData(param: Param) -> (data: [Entity], cachedAt: Double?)? {
        memory(param).peekData(param: param)
    }
    /// The keys of the list's pages, read without suspending.
    public func peekKeys(param: Param) -> (next: Key?, prev: Key?)? { memory(param).peekKeys(param: param) }

    // MARK: Writing (to disk, then memory)

    /// Stores the entities and their IDs as the list; `nil` removes the list.
    public func saveData(data: [Entity]?, param: Param) async throws {
        let generation = Int.random(in: 1...Int.max)
        try await write(param, ownsList: false) { rows in
            try self.replaceRows(with: data, rows, generation: generation)
            try self.persisted.keepWithinLimits(in: rows.connection)
        } then: {
            self.inMemory.replace(with: data, param: param)
        }
    }

    /// Writes `data`'s entities and makes their IDs the stored list, of `generation`; `nil` deletes the
    /// list.
    func replaceRows(with data: [Entity]?, _ rows: ListRows, generation: Int) throws(SQLiteError) {
        guard let data else {
            generations.withLock { $0[rows.param] = nil }
            return try rows.delete()
        }
        try persisted.writeRows(data, in: rows.connection)
        try rows.reset(entityType: Entity.persistentName, generation: generation)
        generations.withLock { $0[rows.param] = generation }
        var seen: Set<Entity.ID> = []
        var ids: [String] = []
        for item in data where seen.insert(item.id).inserted { ids.append(try StoredValue.text(item.id)) }
        let page = try rows.addPage(ids, atEnd: true)
        guard let param = try? StoredValue.value(Param.self, text: rows.param) else { return }
        let kept = inMemory.places(param: param).replacingList
        try rows.setPlaces(kept.isEmpty ? nil : try StoredValue.data(kept))
        // Saved anew: memory shows it whole, as the window of its one page when memory keeps a window.
        var pages = StoredPages()
        (pages.ids, pages.firstPage, pages.lastPage) = (ids, page, page)
        let keepsWindow =
            persisted.limits.pagesInMemory != nil && kept.isEmpty && inMemory.listRefresh == .replacingList
        windows.withLock {
            $0[param] = keepsWindow ? StoredWindow(pages, generation: generation, below: false) : nil
        }
    }

    /// Stores the page's entities and appends the IDs the list does not hold yet.
    public func saveNextData(cachedData: consuming [Entity], newData: [Entity], param: Param) async throws {
        // Dropped first: it may share storage with the kept items, which are then appended to in place.
        _ = consume cachedData
        try await addPage(newData, param: param, atEnd: true)
    }

    /// Stores the page's entities and prepends the IDs the list does not hold yet.
    public func savePrevData(cachedData: consuming [Entity], newData: [Entity], param: Param) async throws {
        _ = consume cachedData
        try await addPage(newData, param: param, atEnd: false)
    }

    private func addPage(_ page: [Entity], param: Param, atEnd: Bool) async throws {
        guard memory(param).ids(for: param) != nil else {
            return try await saveData(data: page, param: param)
        }
        // The page's entities are stored either way; its place in the list only in the list it extends.
        try await write(param, ownsList: false) { rows in
            try self.addPageRows(page, rows, param: param, atEnd: atEnd)
            try self.persisted.keepWithinLimits(in: rows.connection)
        } then: {
            self.inMemory.addPage(page, param: param, atEnd: atEnd)
            self.noteNetworkPage(param, atEnd: atEnd)
        }
    }

    /// Writes the page's entities, and its IDs the list does not hold yet as a page of the stored list
    /// when it is the list this cacher last read or wrote; returns whether it was.
    @discardableResult
    func addPageRows(_ page: [Entity], _ rows: ListRows, param: Param, atEnd: Bool) throws(SQLiteError)
        -> Bool
    {
        try persisted.writeRows(page, in: rows.connection)
        guard try ownsList(rows) else { return false }
        if atEnd, try !endsWithMemory(rows, param: param) { return false }
        let added = inMemory.idsToAdd(from: page, param: param)
        try rows.addPage(try added.map { id throws(SQLiteError) in try StoredValue.text(id) }, atEnd: atEnd)
        return true
    }

    /// Keeps when the list's first page was saved.
    public func saveDataCachedAt(epochSeconds: Double?, param: Param) async throws {
        try await write(param) { rows in
            try rows.setCachedAt(epochSeconds)
        } then: {
            self.inMemory.setCachedAt(epochSeconds, param: param)
        }
    }

    /// Keeps the key of the list's next page, and cuts the stored list to its first pages.
    public func saveNextKey(nextKey: Key?, param: Param) async throws {
        let key = try StoredValue.optionalData(nextKey)
        let maxPages = persisted.limits.maxPagesPerList
        try await write(param) { rows in
            // A list cut to its first pages keeps the key after its last stored page.
            guard try self.endsWithMemory(rows, param: param) else { return }
            try rows.setNextKey(key, maxPages: maxPages)
        } then: {
            self.inMemory.setNextKey(nextKey, param: param)
        }
    }

    /// Keeps the key of the list's previous page.
    public func savePrevKey(prevKey: Key?, param: Param) async throws {
        let key = try StoredValue.optionalData(prevKey)
        try await write(param) { rows in
            try rows.setPrevKey(key)
        } then: {
            self.inMemory.setPrevKey(prevKey, param: param)
        }
    }

    /// `true`: lists are kept on disk.
    public var isPersistent: Bool { true }

    /// Deletes every list stored under this cacher's name, on disk then in memory; their entities stay
    /// in the store.
    public func removeAllData() async throws {
        let name = name
        try await persisted.database.write(
            { connection in
                for table in ["list_pages", "list_items", "lists"] {
                    let statement = try connection.statement("DELETE FROM \(table) WHERE name = ?")
                    statement.bind(name, at: 1)
                    try statement.run()
                }
            },
            afterCommit: { _ in
                self.generations.withLock { $0.removeAll() }
                self.windows.withLock { $0.removeAll() }
                self.inMemory.removeAll()
            })
    }

    /// Runs `body` on the list's rows in one transaction, then `apply` to memory once it is committed.
    /// With `ownsList`, `body` runs only when the stored list is the one this cacher last read or wrote
    /// (see ``generations``); memory changes either way.
    func write(
        _ param: Param,
        ownsList: Bool = true,
        _ body: @escaping @Sendable (ListRows) throws -> Void,
        then apply: @escaping @Sendable () -> Void
    ) async throws(SQLiteError) {
        let text = try StoredValue.text(param)
        let name = name
        // Read before anything is written: a list read after a write would hold it twice.
        restore(param)
        try await persisted.database.write(
            { connection in
                let rows = ListRows(connection: connection, name: name, param: text)
                if ownsList, try !self.ownsList(rows) { return }
                try body(rows)
            },
            afterCommit: { _ in apply() })
    }

    /// Whether the stored list ends with the item the list in memory ends with: not when it was cut to its
    /// first pages (``SQLiteStoreLimits/maxPagesPerList``) while memory kept more. A page is then not added
    /// after the stored list, which would leave the items between out of it.
    func endsWithMemory(_ rows: ListRows, param: Param) throws(SQLiteError) -> Bool {
        guard let last = inMemory.ids(for: param)?.last else { return true }
        return try rows.lastItemID() == StoredValue.text(last)
    }

    /// Whether the stored list is of the generation this cacher last read or wrote.
    func ownsList(_ rows: ListRows) throws(SQLiteError) -> Bool {
        guard let expected = generations.withLock({ $0[rows.param] }) else { return false }
        return try rows.generation() == expected
    }
}

extension SQLiteListCacher: ParamActivityObserver {
    package func paramBecameActive(_ param: ParamKey) {
        inMemory.paramBecameActive(param)
    }

    package func paramBecameInactive(_ param: ParamKey) {
        inMemory.paramBecameInactive(param)
    }
}

extension SQLiteListCacher: StaleOnlyByTime {}
