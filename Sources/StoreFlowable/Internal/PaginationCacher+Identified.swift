extension PaginationCacher where Item: Identifiable {
    /// Saves `cachedData` followed by `newData`, an item of `newData` replacing the item with its ID.
    ///
    /// Inlinable, so that a cacher of an app's own merges with its item type known:
    /// `user_cacher_page_over_floor` (benchmark group `user`) pays for it.
    @inlinable
    public func saveNextData(cachedData: consuming [Item], newData: [Item], param: Param) async throws {
        try await saveData(
            data: IdentifiedMerge.merging(newData, into: cachedData, placingNew: .after), param: param)
    }

    /// Saves `newData` followed by `cachedData`, an item of `newData` replacing the item with its ID.
    @inlinable
    public func savePrevData(cachedData: consuming [Item], newData: [Item], param: Param) async throws {
        try await saveData(
            data: IdentifiedMerge.merging(newData, into: cachedData, placingNew: .before), param: param)
    }
}
