import StoreFlowable

/// A page and the key beyond it, and a whole list with its timestamp and keys, each saved in one
/// transaction: a page costs one commit, and a crash leaves it whole or absent.
extension SQLiteListCacher: _WholePageCacher {
    @usableFromInline
    package func _savePage(_ page: [Entity], keyBeyond key: Key?, next: Bool, param: Param) async throws {
        // A page read from the file is shown, not written again.
        if showStoredPage(page, keyBeyond: key, next: next, param: param) { return }
        // An empty page only ends its direction: its key is all there is to save.
        guard !page.isEmpty else {
            return next
                ? try await saveNextKey(nextKey: key, param: param)
                : try await savePrevKey(prevKey: key, param: param)
        }
        let storedKey = try StoredValue.optionalData(key)
        let maxPages = persisted.limits.maxPagesPerList
        // The first page of a list nobody stored yet becomes the list, as `saveNextData` makes it.
        let replacing = memory(param).ids(for: param) == nil
        let generation = Int.random(in: 1...Int.max)
        try await write(param, ownsList: false) { rows in
            if replacing {
                try self.replaceRows(with: page, rows, generation: generation)
            } else if try !self.addPageRows(page, rows, param: param, atEnd: next) {
                // Another store saved the list anew: its entities are kept, not its place in that list.
                return try self.persisted.keepWithinLimits(in: rows.connection)
            }
            if next {
                try rows.setNextKey(storedKey, maxPages: maxPages)
            } else {
                try rows.setPrevKey(storedKey)
            }
            try self.persisted.keepWithinLimits(in: rows.connection)
        } then: {
            if replacing {
                self.inMemory.replace(with: page, param: param)
            } else {
                self.inMemory.addPage(page, param: param, atEnd: next)
            }
            if next {
                self.inMemory.setNextKey(key, param: param)
            } else {
                self.inMemory.setPrevKey(key, param: param)
            }
            if !replacing { self.noteNetworkPage(param, atEnd: next) }
        }
    }

    @usableFromInline
    package func _saveWhole(
        data: [Entity]?, cachedAt: Double?, nextKey: Key?, prevKey: Key?, param: Param
    ) async throws {
        let (next, prev) = (try StoredValue.optionalData(nextKey), try StoredValue.optionalData(prevKey))
        let maxPages = persisted.limits.maxPagesPerList
        let generation = Int.random(in: 1...Int.max)
        try await write(param, ownsList: false) { rows in
            try self.replaceRows(with: data, rows, generation: generation)
            guard data != nil else { return }
            try rows.setCachedAt(cachedAt)
            try rows.setNextKey(next, maxPages: maxPages)
            try rows.setPrevKey(prev)
            try self.persisted.keepWithinLimits(in: rows.connection)
        } then: {
            self.inMemory.replace(with: data, param: param)
            guard data != nil else { return }
            self.inMemory.setCachedAt(cachedAt, param: param)
            self.inMemory.setNextKey(nextKey, param: param)
            self.inMemory.setPrevKey(prevKey, param: param)
        }
    }
}
