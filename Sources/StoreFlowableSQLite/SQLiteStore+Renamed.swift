extension SQLiteStore {
    /// Deletes every stored entity, list and value. Renamed ``removeAllData()``, the word cachers use for
    /// emptying their storage.
    @available(*, deprecated, renamed: "removeAllData()")
    public func removeAll() async throws(SQLiteError) {
        try await removeAllData()
    }
}
