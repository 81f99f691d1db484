import MastodonAPI
import StoreFlowableSQLite

// Statuses, accounts and notifications are kept in the command's cache under these names; their JSON
// is the client's own Codable form.
extension Status: PersistentEntity {
    /// The name status rows are stored under.
    public static var persistentName: String { "status" }
}

extension Account: PersistentEntity {
    /// The name account rows are stored under.
    public static var persistentName: String { "account" }
}

extension MastodonNotification: PersistentEntity {
    /// The name notification rows are stored under.
    public static var persistentName: String { "notification" }
}
