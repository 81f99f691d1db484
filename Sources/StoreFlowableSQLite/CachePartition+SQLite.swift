import StoreFlowable

extension CachePartition {
    /// Makes `persisted` part of the partition and returns it: ``CachePartition/clearAll()`` deletes every
    /// entity, list and value stored in it, on disk then in memory. Give each partition a file of its own.
    ///
    /// ```swift
    /// let persisted = alice.own(try await SQLiteStore.open(at: aliceFile, entities: [Post.self]))
    /// ```
    @discardableResult
    public func own(_ persisted: SQLiteStore) -> SQLiteStore {
        ownStore(persisted)
        return persisted
    }
}
