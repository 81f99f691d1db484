import Foundation
import StoreFlowableSQLite

/// Which account each token used with one origin belongs to, as the server last said, so that a run
/// that cannot reach the server still opens the right account's cache. Kept by a one-way digest of the
/// token: the token itself is never written anywhere.
struct AccountIndex {
    /// The index's database.
    let file: URL

    /// The name under which the account of `token` is remembered: SHA-256 of the origin and the token.
    static func digest(of token: String, origin: String) -> String {
        SHA256.hex(of: Array("\(origin)\n\(token)".utf8))
    }

    /// The account remembered for `digest`; `nil` when there is none, or no index.
    func account(for digest: String) async -> String? {
        guard FileManager.default.fileExists(atPath: file.path),
            let tokens = try? await open()
        else { return nil }
        defer { tokens.persisted.close() }
        return await tokens.loadData(param: digest)
    }

    /// Remembers that the token of `digest` belongs to `account`.
    func remember(_ account: String, for digest: String) async throws {
        let tokens = try await open()
        defer { tokens.persisted.close() }
        guard await tokens.loadData(param: digest) != account else { return }
        try await tokens.saveData(data: account, param: digest)
    }

    /// Forgets the account of the token of `digest`; returns whether there was one.
    @discardableResult
    func forget(_ digest: String) async throws -> Bool {
        guard FileManager.default.fileExists(atPath: file.path) else { return false }
        let tokens = try await open()
        defer { tokens.persisted.close() }
        guard await tokens.loadData(param: digest) != nil else { return false }
        try await tokens.saveData(data: nil, param: digest)
        return true
    }

    private func open() async throws -> SQLiteCacher<String, String> {
        SQLiteCacher(in: try await SQLiteStore.open(at: file, entities: []), name: "tokens")
    }
}
