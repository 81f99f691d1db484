import Foundation
import MastodonAPI
import StoreFlowableSQLite

/// `logout`: empties the cache the command keeps for an instance — the file a run with the same
/// `--instance` and `--cache` would use — and says so in one line. Nothing is sent to the instance.
enum Logout {
    /// Clears the cache; returns 0, or 1 when the file exists but cannot be cleared.
    static func run(
        options: CommandOptions, environment: [String: String], output: any TextSink,
        errorOutput: any TextSink
    ) async -> Int32 {
        let host = TerminalText.clean(options.host)
        guard let url = options.cache.url(host: options.host, environment: environment) else {
            output.write("nothing to clear: there is no cache location for \(host) (HOME is not set)\n")
            return 0
        }
        let path = TerminalText.clean(url.path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            output.write("nothing to clear: there is no cache for \(host) at \(path)\n")
            return 0
        }
        do {
            let persisted = try await SQLiteStore.open(
                at: url, entities: [Status.self, Account.self, MastodonNotification.self])
            defer { persisted.close() }
            if let moved = persisted.movedAside {
                errorOutput.write(
                    "warning: the cache was damaged; it was moved to \(TerminalText.clean(moved.path))\n")
            }
            let recorded = await SQLiteCacher<String, String>(in: persisted, name: "instance")
                .loadData(param: "host")
            let entities =
                persisted.store.count(of: Status.self) + persisted.store.count(of: Account.self)
                + persisted.store.count(of: MastodonNotification.self)
            guard recorded != nil || entities > 0 else {
                output.write("nothing to clear: the cache for \(host) at \(path) is empty\n")
                return 0
            }
            // Lists, entities and the recorded host, on disk then in memory.
            try await persisted.removeAll()
            output.write(
                "logged out: cleared the cache for \(TerminalText.clean(recorded ?? host)) at \(path)\n")
            return 0
        } catch {
            errorOutput.write(
                "error: cannot clear the cache \(path): \(ErrorMessage.line(for: error))\n")
            return 1
        }
    }
}
