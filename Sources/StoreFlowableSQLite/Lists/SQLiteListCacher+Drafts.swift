import StoreFlowable

/// A draft waiting in the outbox names its lists by the cacher's name and the param as stored.
extension SQLiteListCacher: DraftPositions {
    func position<Other: PersistentEntity>(_ type: Other.Type, at stored: StoredListPosition)
        -> ListPosition<Other>?
    {
        guard let param = try? StoredValue.value(Param.self, text: stored.param) else { return nil }
        let position =
            stored.atEnd ? ListPosition.end(of: self, param: param) : .start(of: self, param: param)
        return position as? ListPosition<Other>
    }
}
