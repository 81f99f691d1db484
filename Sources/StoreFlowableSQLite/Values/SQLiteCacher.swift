import Foundation
import StoreFlowable

/// A key-value `Cacher` kept on disk in a ``SQLiteStore``: any `Codable` value per
/// param, with when it was saved, so expiry and `needRefresh` work across restarts.
///
/// ```swift
/// let profiles = SQLiteCacher<String, Profile>(in: persisted, name: "profiles", expireSeconds: 600)
/// let profile = AnyStoreFlowable.from(cacher: profiles, fetcher: ProfileFetcher(), param: "alice")
/// ```
///
/// A param is read from disk the first time it is asked for, then from memory. Saves go to disk first
/// and reach memory once committed; a failed save throws ``SQLiteError`` and changes nothing.
public final class SQLiteCacher<Param: Codable & Hashable & Sendable, Value: Codable & Sendable>: Cacher {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var value: Value?
        @usableFromInline var cachedAt: Double?

        @usableFromInline
        init(value: Value? = nil, cachedAt: Double? = nil) {
            self.value = value
            self.cachedAt = cachedAt
        }
    }

    /// The store the values are kept in.
    public let persisted: SQLiteStore
    /// The name the values are stored under; cachers with different names keep different values.
    public let name: String
    /// How long a saved value stays valid, in seconds.
    public let expireSeconds: Double
    /// The source of "now" for timestamps and expiry.
    public let clock: EpochClock
    // The entries read or written so far, by param; changed only on the database's queue.
    @usableFromInline let entries = Locked<[Param: Entry]>([:])

    /// A cacher of the values stored under `name` in `persisted`.
    public init(
        in persisted: SQLiteStore, name: String, expireSeconds: Double = .infinity,
        clock: EpochClock = .system
    ) {
        self.persisted = persisted
        self.name = name
        self.expireSeconds = expireSeconds
        self.clock = clock
    }

    /// The value kept for `param`, read from disk the first time.
    /// Inlinable, so that a read from memory runs specialized for the cacher's types.
    @inlinable
    public func loadData(param: Param) async -> Value? {
        if let known = entries.withLock({ $0[param] }) { return known.value }
        return await entry(for: param)?.value
    }

    /// When the value for `param` was saved.
    @inlinable
    public func loadDataCachedAt(param: Param) async -> Double? {
        if let known = entries.withLock({ $0[param] }) { return known.cachedAt }
        return await entry(for: param)?.cachedAt
    }

    /// The value for `param` and when it was saved, when it was read or written in this run; `nil` when it
    /// was not yet, since reading it from disk suspends.
    public func peekData(param: Param) -> (data: Value, cachedAt: Double?)? {
        guard let known = entries.withLock({ $0[param] }), let value = known.value else { return nil }
        return (value, known.cachedAt)
    }

    /// Keeps `value` for `param`, on disk then in memory; `nil` removes it.
    public func saveData(data: Value?, param: Param) async throws {
        let blob = try StoredValue.optionalData(data)
        try await write(param, sql: "value = excluded.value", value: blob, cachedAt: nil) { $0.value = data }
    }

    /// Keeps when the value for `param` was saved.
    public func saveDataCachedAt(epochSeconds: Double?, param: Param) async throws {
        try await write(param, sql: "cached_at = excluded.cached_at", value: nil, cachedAt: epochSeconds) {
            $0.cachedAt = epochSeconds
        }
    }

    /// Deletes every value stored under this cacher's name, on disk then in memory.
    public func removeAllData() async throws {
        let name = name
        try await persisted.database.write(
            { connection in
                let statement = try connection.statement("DELETE FROM entries WHERE name = ?")
                statement.bind(name, at: 1)
                try statement.run()
            },
            afterCommit: { _ in self.entries.withLock { $0 = [:] } })
    }

    /// `true`: values are kept on disk.
    public var isPersistent: Bool { true }

    @usableFromInline
    func entry(for param: Param) async -> Entry? {
        if let known = entries.withLock({ $0[param] }) { return known }
        guard let text = try? StoredValue.text(param) else { return nil }
        let name = name
        // Read and remembered on the queue, so that a save committed meanwhile is not overwritten.
        return try? await persisted.database.read { connection -> Entry in
            if let known = self.entries.withLock({ $0[param] }) { return known }
            let statement = try connection.statement(
                "SELECT value, cached_at FROM entries WHERE name = ? AND param = ?")
            statement.bind(name, at: 1)
            statement.bind(text, at: 2)
            var entry = Entry()
            if try statement.step() {
                entry.value = statement.data(0).flatMap { try? StoredValue.value(Value.self, data: $0) }
                entry.cachedAt = statement.double(1)
            }
            statement.reset()
            self.entries.withLock { $0[param] = entry }
            return entry
        }
    }

    private func write(
        _ param: Param,
        sql assignment: String,
        value: Data?,
        cachedAt: Double?,
        apply: @escaping @Sendable (inout Entry) -> Void
    ) async throws(SQLiteError) {
        let text = try StoredValue.text(param)
        let name = name
        _ = await entry(for: param)
        try await persisted.database.write(
            { connection in
                let statement = try connection.statement(
                    """
                    INSERT INTO entries(name, param, value, cached_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT(name, param) DO UPDATE SET \(assignment)
                    """)
                statement.bind(name, at: 1)
                statement.bind(text, at: 2)
                statement.bind(value, at: 3)
                statement.bind(cachedAt, at: 4)
                try statement.run()
            },
            afterCommit: { _ in
                // Without the entry read back first (the read failed), memory forgets the param, and
                // the next read takes what is on disk.
                self.entries.withLock { entries in
                    guard var entry = entries[param] else { return }
                    apply(&entry)
                    entries[param] = entry
                }
            })
    }
}

extension SQLiteCacher: StaleOnlyByTime {}
