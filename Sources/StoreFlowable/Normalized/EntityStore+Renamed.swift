extension EntityStore {
    /// Removes every entity. Renamed ``removeAllData()``, the word cachers use for emptying their storage.
    @available(*, deprecated, renamed: "removeAllData()")
    public func removeAll() {
        removeAllData()
    }
}
