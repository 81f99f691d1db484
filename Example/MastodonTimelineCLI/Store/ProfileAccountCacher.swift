import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// Keeps the account of each profile screen, by account ID, as an entity of the shared store: the
/// header shows the very account the profile's statuses (and every other screen's) are written by.
/// With a cache file, a saved account is written to disk first.
final class ProfileAccountCacher: Cacher {
    private let entities: NormalizedEntityCacher<String, Account>
    private let persisted: SQLiteStore?

    init(store: EntityStore, persisted: SQLiteStore?, clock: EpochClock) {
        entities = NormalizedEntityCacher(store: store, clock: clock)
        self.persisted = persisted
    }

    var clock: EpochClock { entities.clock }

    var changes: CacherChanges<String>? { entities.changes }

    func loadData(param: String) async -> Account? {
        await entities.loadData(param: param)
    }

    func saveData(data: Account?, param: String) async throws {
        if let data, let persisted {
            try await persisted.put([data])
        }
        await entities.saveData(data: data, param: param)
    }

    func loadDataCachedAt(param: String) async -> Double? {
        await entities.loadDataCachedAt(param: param)
    }

    func saveDataCachedAt(epochSeconds: Double?, param: String) async throws {
        await entities.saveDataCachedAt(epochSeconds: epochSeconds, param: param)
    }

    /// Forgets which account each profile shows; the accounts stay in the store.
    func removeAllData() async {
        await entities.removeAllData()
    }
}
